// The CPU loops of div.Tensor_mode: see div_loops.h.
#include "cpu/div_loops.h"

#include <cmath>
#include <complex>
#include <type_traits>

#include "iteration/cpu_pointwise.h"
#include "iteration/rounded_division.h"
#include "kernels/div.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {
namespace {

enum class Rounding { None, Trunc, Floor };

namespace rd = rounded_division;

template <class T>
inline constexpr bool is_real_floating = std::is_floating_point_v<T>;

[[noreturn]] void raise_zero_division() { raise<RuntimeError>("ZeroDivisionError"); }

template <class T>
void divide(const elementwise::ElementwiseIter& iter, Rounding rounding) {
  using Op = elementwise::opmath_t<T>;
  constexpr bool complex = !std::is_arithmetic_v<Op>;
  switch (rounding) {
    case Rounding::None:
      if constexpr (is_real_floating<Op> || complex) {
        if constexpr (!std::is_same_v<T, ComplexHalf>) {
          // div.Tensor's generated kernel (generated/src/cpu/div.cpp), which has exactly these
          // dtypes: its loops are not compiled a second time here. It divides with math::div, as
          // the GPU kernel does: std::complex's operator/ (libgcc's algorithm) rounds differently
          // from c10's, in the last bit and the sign of a zero part.
          div_kernel(iter);
          return;
        }
      }
      raise_dtype_not_implemented("div_true_cpu", iter.compute_dtype());
    case Rounding::Trunc:
      if constexpr (is_real_floating<Op>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) { return std::trunc(a / b); });
        return;
      } else if constexpr (std::is_integral_v<Op> && !std::is_same_v<Op, bool>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) {
          if (b == 0) raise_zero_division();
          return rd::trunc_divide_integers(a, b);
        });
        return;
      }
      raise_dtype_not_implemented("div_trunc_cpu", iter.compute_dtype());
    case Rounding::Floor:
      if constexpr (is_real_floating<Op>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) { return rd::floor_divide_floating(a, b); });
        return;
      } else if constexpr (std::is_integral_v<Op> && !std::is_same_v<Op, bool>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) {
          if (b == 0) raise_zero_division();
          return rd::floor_divide_integers(a, b);
        });
        return;
      }
      raise_dtype_not_implemented("div_floor_cpu", iter.compute_dtype());
  }
}

}  // namespace

void div_true(const elementwise::ElementwiseIter& iter) {
  visit_dtype(iter.compute_dtype(), "div_true_cpu", [&]<class T>(TypeTag<T>) { divide<T>(iter, Rounding::None); });
}

void div_trunc(const elementwise::ElementwiseIter& iter) {
  visit_dtype(iter.compute_dtype(), "div_trunc_cpu", [&]<class T>(TypeTag<T>) { divide<T>(iter, Rounding::Trunc); });
}

void div_floor(const elementwise::ElementwiseIter& iter) {
  visit_dtype(iter.compute_dtype(), "div_floor_cpu", [&]<class T>(TypeTag<T>) { divide<T>(iter, Rounding::Floor); });
}

}  // namespace opforge::cpu
