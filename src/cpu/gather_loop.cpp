// The CPU gather and scatter loops: see gather_loop.h.
#include "cpu/gather_loop.h"

#include <algorithm>
#include <complex>
#include <optional>
#include <type_traits>

#include "iteration/byte_strides.h"
#include "iteration/strided_loop.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/error.h"
#include "opforge/parallel.h"

namespace opforge::cpu {
namespace {

// a + b in T as PyTorch's CPU `*self += *src`: bool is or, integers wrap, half and bfloat16 add
// in float and round once.
template <class T>
T scatter_sum(T a, T b) {
  if constexpr (std::is_same_v<T, bool>) {
    return a || b;
  } else if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<T>;
    return static_cast<T>(static_cast<U>(static_cast<U>(a) + static_cast<U>(b)));
  } else if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>) {
    return T(static_cast<float>(a) + static_cast<float>(b));
  } else if constexpr (std::is_same_v<T, ComplexHalf>) {
    return T(static_cast<std::complex<float>>(a) + static_cast<std::complex<float>>(b));
  } else {
    return a + b;
  }
}

}  // namespace

void run_gather(const gather::Plan& plan, size_t itemsize) {
  const StridedLoop<3> loop(plan.sizes, plan.data, plan.stride_refs());
  gather::visit_element(plan, itemsize, [&]<class Word, class Index>(TypeTag<Word>, TypeTag<Index>) {
    const gather::GatherElement<Word, Index> element{plan.indexed_stride, plan.indexed_size};
    parallel_for(0, loop.numel(), kGrainSize, [&](int64_t begin, int64_t end) {
      loop.run(
          [&](const std::array<char*, 3>& p, const std::array<int64_t, 3>& s, int64_t n) {
            for (int64_t i = 0; i < n; ++i) (void)element(p[0] + i * s[0], p[1] + i * s[1], p[2] + i * s[2]);
          },
          begin, end);
    });
  });
}

void run_scatter_add(const gather::Plan& plan, ScalarType dtype) {
  // The outer loop walks every dim but the indexed one (size 1 there); each of its positions adds
  // its line along the indexed dim in order.
  DimVector outer = plan.sizes;
  int64_t line = 1;
  std::array<int64_t, 3> line_strides{};
  if (plan.indexed_dim >= 0) {
    const auto d = static_cast<size_t>(plan.indexed_dim);
    line = outer[d];
    for (size_t k = 0; k < 3; ++k) line_strides[k] = plan.strides[k][d];
    outer[d] = 1;
  }
  if (line == 0) return;
  const StridedLoop<3> loop(outer, plan.data, plan.stride_refs());
  visit_dtype(dtype, "scatter_add", [&]<class T>(TypeTag<T>) {
    const gather::ScatterAddElement<T> element{plan.indexed_stride, plan.indexed_size};
    const auto add = [](T* into, T value) { *into = scatter_sum(*into, value); };
    parallel_for(0, loop.numel(), std::max<int64_t>(1, kGrainSize / line), [&](int64_t begin, int64_t end) {
      loop.run(
          [&](const std::array<char*, 3>& p, const std::array<int64_t, 3>& s, int64_t n) {
            for (int64_t i = 0; i < n; ++i) {
              char* target = p[0] + i * s[0];
              const char* src = p[1] + i * s[1];
              const char* index = p[2] + i * s[2];
              for (int64_t j = 0; j < line; ++j)
                (void)element(target, src + j * line_strides[1], index + j * line_strides[2], add);
            }
          },
          begin, end);
    });
  });
}

void check_index_bounds(const TensorBase& index, int64_t dim, int64_t size) {
  const DimVector strides = byte_strides(index);
  const StridedLoop<1> loop(index.sizes(), {static_cast<char*>(index.data_ptr())}, {IntArrayRef(strides)});
  std::optional<int64_t> bad;
  loop.run([&](const std::array<char*, 1>& p, const std::array<int64_t, 1>& s, int64_t n) {
    for (int64_t i = 0; i < n && !bad; ++i) {
      const int64_t v = *reinterpret_cast<const int64_t*>(p[0] + i * s[0]);
      if (v < 0 || v >= size) bad = v;
    }
  });
  OPFORGE_CHECK(!bad, RuntimeError, "index {} is out of bounds for dimension {} with size {}", bad.value_or(0), dim,
                size);
}

}  // namespace opforge::cpu
