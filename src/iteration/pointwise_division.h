// Python's rounded divisions as functions of the ops.yaml expression language (remainder,
// floor_divide): included at the end of pointwise_math.h. C's truncating ones are the operators /
// and % there.
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
    // PyTorch's: fmod, then moved by one divisor when the signs differ (so remainder(-5, inf) is inf).
    T mod = std::fmod(a, b);
    if (mod != 0 && ((b < 0) != (mod < 0))) mod += b;
    return mod;
  }
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
