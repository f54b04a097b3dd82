// The divisions of the ops.yaml expression language beyond the operators / and % (C's truncating
// ones, in pointwise_math.h): Python's rounded remainder and floor_divide, and fmod by name.
// Included at the end of pointwise_math.h.
//
// An integer division by zero raises RuntimeError "ZeroDivisionError" in PyTorch. A kernel cannot
// raise, so the stub checks the divisor before the kernel runs (pointwise_checks::
// check_integer_divisor, which codegen/pointwise_model.py adds for every call with a `divisor`
// parameter in codegen/functions.yaml, and for / and %); the integer branches below still return 0
// for a zero divisor rather than divide by it.
#pragma once

#include "iteration/rounded_division.h"

namespace opforge::math {

// The remainder of floor division: the sign of the divisor, as Python's % and torch.remainder.
template <class T>
OPFORGE_HOST_DEVICE inline T remainder(T a, T b) {
  static_assert(!is_complex_v<T> && !is_bool_v<T>, "remainder is defined for integers and real floating values");
  if constexpr (is_integer_v<T>) {
    if (b == 0) return T(0);
    if constexpr (std::is_signed_v<T>)
      if (b == T(-1)) return T(0);  // INT_MIN % -1 would trap
    const auto r = static_cast<T>(a % b);
    return r != 0 && ((r < 0) != (b < 0)) ? static_cast<T>(r + b) : r;
  } else {
    return rounded_division::remainder_from_fmod(b, std::fmod(a, b));
  }
}

// C's fmod: the remainder of truncated division, exact; the operator % of the expression language.
template <class T>
OPFORGE_HOST_DEVICE inline T fmod(T a, T b) {
  return rem(a, b);
}

// The quotient rounded down (Python's //); floating values as PyTorch's div_floor_floating.
template <class T>
OPFORGE_HOST_DEVICE inline T floor_divide(T a, T b) {
  static_assert(!is_complex_v<T> && !is_bool_v<T>, "floor_divide is defined for integers and real floating values");
  if constexpr (is_integer_v<T>) {
    if (b == 0) return T(0);
    return rounded_division::floor_divide_integers(a, b);
  } else {
    return rounded_division::floor_divide_floating(a, b);
  }
}

}  // namespace opforge::math
