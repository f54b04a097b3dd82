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
#include <utility>

#include "core/device_transfer.h"
#include "cpu/copy_loops.h"
#include "kernels/copy.h"
#ifdef OPFORGE_HAS_CUDA
#include "cuda/kernels.h"
#endif
#include "iteration/mem_overlap.h"
#include "opforge/broadcast.h"
#include "opforge/name_inference.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

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
    cpu::copy_cpu(dst, host_src);
    return;
  }
  // A dense dst is overwritten entirely; a strided one keeps the bytes between its elements.
  const bool dense = is_non_overlapping_and_dense(dst.sizes(), dst.strides());
  const Tensor host_dst = host_image(dst, /*with_contents=*/!dense);
  cpu::copy_cpu(host_dst, host_src);
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
    cpu::copy_cpu(self, source);
  else
    copy_across_devices(self, source);
  return self;
}

}  // namespace kernels

}  // namespace opforge
