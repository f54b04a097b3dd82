// linspace's fill, as PyTorch's CPU kernel computes each number: the step (end - start) / (steps - 1)
// in the dtype (double for integers), the first half of the numbers start + step * i and the second
// half end - step * (steps - 1 - i), so that both ends are exact; one number is start. PyTorch's
// vector loop (2 * its vector width of numbers or more) computes lanes as base + lane * step,
// which rounds otherwise by an ulp (the entry's ulps). Half and
// bfloat16 round after each operation, as c10's Half arithmetic does (an index converts to the
// dtype first). Computed on the host and copied to a CUDA result.
#include <cmath>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "core/element_cast.h"
#include "kernels/linspace.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"

namespace opforge::composite {
namespace {

template <class T>
struct RealPart {
  using type = T;
};
template <class V>
struct RealPart<std::complex<V>> {
  using type = V;
};

template <class T>
inline constexpr bool is_std_complex = !std::is_same_v<typename RealPart<T>::type, T>;

template <class T>
inline constexpr bool is_reduced = std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>;

template <class T>
void fill_linspace(T* out, int64_t steps, const Scalar& start_value, const Scalar& end_value) {
  const T start = checked_scalar_cast<T>(start_value);
  const T end = checked_scalar_cast<T>(end_value);
  const int64_t halfway = steps / 2;
  if constexpr (is_reduced<T>) {
    const T step = T((float(end) - float(start)) / float(steps - 1));
    for (int64_t i = 0; i < steps; ++i) {
      const T k = T(static_cast<float>(i < halfway ? i : steps - i - 1));
      const T offset = T(float(step) * float(k));
      out[i] = i < halfway ? T(float(start) + float(offset)) : T(float(end) - float(offset));
    }
  } else {
    using step_t = std::conditional_t<std::is_integral_v<T>, double, T>;
    using index_t = std::conditional_t<is_std_complex<T>, typename RealPart<T>::type, step_t>;
    const step_t step = (static_cast<step_t>(end) - static_cast<step_t>(start)) / static_cast<index_t>(steps - 1);
    for (int64_t i = 0; i < steps; ++i) {
      const auto k = static_cast<index_t>(i < halfway ? i : steps - i - 1);
      if constexpr (std::is_floating_point_v<T>) {
        // PyTorch's kernel is compiled with contraction: start + step * i is one fused multiply-add.
        out[i] = i < halfway ? std::fma(step, k, start) : std::fma(-step, k, end);
      } else if (i < halfway) {
        out[i] = static_cast<T>(static_cast<step_t>(start) + step * k);
      } else {
        out[i] = static_cast<T>(static_cast<step_t>(end) - step * k);
      }
    }
  }
}

}  // namespace

void linspace(const Tensor& result, const Scalar& start, const Scalar& end, int64_t steps) {
  if (steps == 0) return;
  if (steps == 1) {
    result.fill_(start);
    return;
  }
  // (A CPU out= tensor resized to the length may keep its strides: the numbers go to a contiguous copy.)
  const Tensor host =
      result.is_cpu() && result.is_contiguous() ? result : empty(result.sizes(), TensorOptions(result.dtype()));
  visit_dtype(result.dtype(), "linspace_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_same_v<T, bool> || !(std::is_arithmetic_v<T> || is_reduced<T> || is_std_complex<T>)) {
      raise_dtype_not_implemented("linspace_cpu", result.dtype());
    } else {
      fill_linspace<T>(host.data_ptr<T>(), steps, start, end);
    }
  });
  if (!host.is_same(result)) result.copy_(host);
}

}  // namespace opforge::composite
