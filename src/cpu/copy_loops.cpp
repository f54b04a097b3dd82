// The CPU copy loops of copy_: see copy_loops.h.
#include "cpu/copy_loops.h"

#include <array>
#include <cstring>
#include <type_traits>

#include "core/element_cast.h"
#include "iteration/byte_strides.h"
#include "iteration/strided_loop.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {
namespace {

StridedLoop<2> plan_copy(const TensorBase& dst, const TensorBase& src) {
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

}  // namespace

void copy_cpu(const TensorBase& dst, const TensorBase& src) {
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

}  // namespace opforge::cpu
