// The rounded quotients of div.Tensor_mode, per element and OPFORGE_HOST_DEVICE: one definition for
// the CPU loops (src/cpu/div_loops.cpp) and the CUDA ones (src/cuda/div_rounding.h), so both devices give
// the same values. The integer functions expect a non-zero divisor: a division by zero is each
// device's to report (the CPU raises on the spot, a CUDA kernel sets a flag the host reads after).
// - trunc: toward zero; floor: down (Python's //);
// - integers: INT_MIN / -1 wraps to INT_MIN, without the overflow of the hardware's division;
// - floating floor division goes through fmod, as PyTorch's div_floor_floating does, so that the
//   quotients within an ulp of an integer round as Python's do (5.3 // 0.1 == 52 in float64), and a
//   zero divisor divides as IEEE does.
#pragma once

#include <cmath>
#include <type_traits>

#include "opforge/numeric.h"

namespace opforge::rounded_division {

// a / -1: the negation, modulo 2^width.
template <class T>
OPFORGE_HOST_DEVICE T negate_wrapping(T a) {
  return static_cast<T>(-static_cast<std::make_unsigned_t<T>>(a));
}

// b != 0.
template <class T>
OPFORGE_HOST_DEVICE T trunc_divide_integers(T a, T b) {
  if constexpr (std::is_signed_v<T>)
    if (b == T(-1)) return negate_wrapping(a);
  return static_cast<T>(a / b);
}

// b != 0.
template <class T>
OPFORGE_HOST_DEVICE T floor_divide_integers(T a, T b) {
  if constexpr (std::is_signed_v<T>) {
    if (b == T(-1)) return negate_wrapping(a);
    const auto quot = static_cast<T>(a / b);
    const auto rem = static_cast<T>(a % b);
    return rem != 0 && ((a < 0) != (b < 0)) ? static_cast<T>(quot - 1) : quot;
  }
  return static_cast<T>(a / b);
}

// The remainder of floor division (Python's %) from mod = fmod(a, b): moved by one divisor where
// the signs differ, as PyTorch's remainder (so remainder(-5, inf) is inf).
template <class T>
OPFORGE_HOST_DEVICE T remainder_from_fmod(T b, T mod) {
  return mod != 0 && (b < 0) != (mod < 0) ? static_cast<T>(mod + b) : mod;
}

// Floor division from mod = fmod(a, b), which the CPU's vector loop computes with SLEEF for a
// whole block first (sleef_math.h). Written as selects, without early returns, so that such a
// block's loop vectorizes.
template <class T>
OPFORGE_HOST_DEVICE T floor_divide_from_fmod(T a, T b, T mod) {
  T div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= T(1);
  T floordiv = std::floor(div);
  if (div - floordiv > T(0.5)) floordiv += T(1);
  return b == 0 ? a / b : div == 0 ? std::copysign(T(0), a / b) : floordiv;
}

template <class T>
OPFORGE_HOST_DEVICE T floor_divide_floating(T a, T b) {
  return floor_divide_from_fmod(a, b, std::fmod(a, b));
}

}  // namespace opforge::rounded_division
