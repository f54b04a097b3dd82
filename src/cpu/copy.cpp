// copy_ (kernels::copy_kernel): writes src into self, broadcasting src to self's shape and
// converting each element to self's dtype (cast_element's rules). Checks and their order are
// PyTorch's copy_: names (out-function rule, the caller's), self and src being one tensor or one
// view (nothing to do), memory overlap, shapes; then the copy, then self's names. Where PyTorch
// cannot tell whether self and src overlap (a non-dense operand), src is read from a temporary if
// their memory ranges intersect, so the result is always that of copying from an unaliased src.
//
// Same-dtype copies are byte copies and work for every dtype, shells included; conversions cover
// the non-shell dtypes and the float8 family (through float32). Copies within one CUDA device run
// there (src/cuda/copy.cu) where the build has CUDA kernels; other copies involving a CUDA tensor
// stage through host memory and convert on the CPU. Every copy is synchronous with the host or
// ordered on the default stream (non_blocking only allows a copy to be asynchronous).
#include <algorithm>
#include <array>
#include <cstring>
#include <type_traits>
#include <utility>

#include "core/device_transfer.h"
#include "core/element_cast.h"
#include "cpu/custom_kernels.h"
#ifdef OPFORGE_HAS_CUDA
#include "cuda/kernels.h"
#endif
#include "iteration/byte_strides.h"
#include "iteration/mem_overlap.h"
#include "iteration/strided_loop.h"
#include "opforge/broadcast.h"
#include "opforge/name_inference.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

StridedLoop<2> plan_copy(const Tensor& dst, const Tensor& src) {
  const DimVector dst_strides = byte_strides(dst);
  const DimVector src_strides = broadcast_byte_strides(src, dst.sizes());
  return StridedLoop<2>(dst.sizes(), {static_cast<char*>(dst.data_ptr()), static_cast<char*>(src.data_ptr())},
                        {IntArrayRef(dst_strides), IntArrayRef(src_strides)});
}

template <int64_t Width>
void copy_bytes_loop(const StridedLoop<2>& loop) {
  loop.run([](const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n) {
    if (s[0] == Width && s[1] == Width) {
      std::memcpy(p[0], p[1], static_cast<size_t>(n * Width));
    } else {
      for (int64_t i = 0; i < n; ++i) std::memcpy(p[0] + i * s[0], p[1] + i * s[1], Width);
    }
  });
}

// How an element of type T sits in memory. A bool is read as its byte, so a byte other than 0
// and 1 (a uint8 tensor viewed as bool) is true rather than an invalid bool.
template <class T>
using Stored = std::conditional_t<std::is_same_v<T, bool>, uint8_t, T>;

template <class T>
T loaded(Stored<T> v) {
  if constexpr (std::is_same_v<T, bool>)
    return v != 0;
  else
    return v;
}

template <class To, class From>
void cast_loop(const StridedLoop<2>& loop) {
  constexpr auto out_size = static_cast<int64_t>(sizeof(To));
  constexpr auto in_size = static_cast<int64_t>(sizeof(From));
  loop.run([](const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n) {
    const auto read = [](const char* q) { return loaded<From>(*reinterpret_cast<const Stored<From>*>(q)); };
    if (s[0] == out_size && s[1] == in_size) {
      To* out = reinterpret_cast<To*>(p[0]);
      const Stored<From>* in = reinterpret_cast<const Stored<From>*>(p[1]);
      for (int64_t i = 0; i < n; ++i) out[i] = cast_element<To>(loaded<From>(in[i]));
    } else if (s[1] == 0) {
      const To v = cast_element<To>(read(p[1]));
      for (int64_t i = 0; i < n; ++i) *reinterpret_cast<To*>(p[0] + i * s[0]) = v;
    } else {
      for (int64_t i = 0; i < n; ++i) *reinterpret_cast<To*>(p[0] + i * s[0]) = cast_element<To>(read(p[1] + i * s[1]));
    }
  });
}

// dst and src are CPU tensors, src broadcastable to dst, and their memory does not overlap (or
// overlaps fully, element for element).
void copy_cpu(const Tensor& dst, const Tensor& src) {
  if (dst.dtype() == src.dtype()) {
    if (dst.is_contiguous() && src.is_contiguous() && dst.numel() == src.numel()) {
      std::memcpy(dst.data_ptr(), src.data_ptr(), dst.nbytes());
      return;
    }
    const StridedLoop<2> loop = plan_copy(dst, src);
    switch (dst.element_size()) {
      case 1: return copy_bytes_loop<1>(loop);
      case 2: return copy_bytes_loop<2>(loop);
      case 4: return copy_bytes_loop<4>(loop);
      case 8: return copy_bytes_loop<8>(loop);
      default: return copy_bytes_loop<16>(loop);
    }
  }
  visit_dtype<DtypeSet::NumericAndFloat8>(dst.dtype(), "copy_", [&]<class To>(TypeTag<To>) {
    visit_dtype<DtypeSet::NumericAndFloat8>(src.dtype(), "copy_", [&]<class From>(TypeTag<From>) {
      if constexpr (!std::is_same_v<To, From>) cast_loop<To, From>(plan_copy(dst, src));  // equal: bytes above
    });
  });
}

// Either side lives on a CUDA device. Both on one device: a copy kernel there. Otherwise bring
// src's bytes to the host, convert into a host image of dst, and send that back.
void copy_across_devices(const Tensor& dst, const Tensor& src) {
  if (dst.dtype() == src.dtype() && dst.is_contiguous() && src.is_contiguous() && dst.numel() == src.numel()) {
    copy_bytes(dst.data_ptr(), dst.device(), src.data_ptr(), src.device(), dst.nbytes());
    return;
  }
#ifdef OPFORGE_HAS_CUDA
  if (dst.is_cuda() && dst.device() == src.device()) {
    cuda::copy_on_device(dst, src);
    return;
  }
#endif
  const Tensor host_src = src.is_cpu() ? src : host_image(src, /*with_contents=*/true);
  if (dst.is_cpu()) {
    copy_cpu(dst, host_src);
    return;
  }
  // A dense dst is overwritten entirely; a strided one keeps the bytes between its elements.
  const bool dense = is_non_overlapping_and_dense(dst.sizes(), dst.strides());
  const Tensor host_dst = host_image(dst, /*with_contents=*/!dense);
  copy_cpu(host_dst, host_src);
  write_back(dst, host_dst);
}

bool is_same_data(const Tensor& a, const Tensor& b) {
  return a.impl()->storage() == b.impl()->storage() && a.storage_offset() == b.storage_offset() &&
         a.dtype() == b.dtype() && std::ranges::equal(a.sizes(), b.sizes()) &&
         std::ranges::equal(a.strides(), b.strides());
}

}  // namespace

namespace kernels {

// Only the in-place variant exists, so out is always &self.
Tensor copy_kernel(const Tensor& self, const Tensor& src, bool /*non_blocking*/, const Tensor* /*out*/) {
  if (self.is_same(src) || is_same_data(self, src)) return self;
  assert_no_internal_overlap(self);
  const MemOverlapStatus overlap = assert_no_partial_overlap(self, src);
  check_inplace_broadcast(self.sizes(), infer_size(self.sizes(), src.sizes()));
  if (self.numel() == 0) return self;
  Tensor source = src;
  if (overlap == MemOverlapStatus::TooHard && may_share_memory(self, src)) source = src.clone(MemoryFormat::Contiguous);
  if (self.is_cpu() && source.is_cpu())
    copy_cpu(self, source);
  else
    copy_across_devices(self, source);
  return self;
}

}  // namespace kernels

}  // namespace opforge
