// The rounded quotients of div.Tensor_mode for the CUDA kernel (src/cuda/div.cu), per element and
// OPFORGE_HOST_DEVICE, with the values of the CPU kernel (src/cpu/div.cpp):
// - trunc: toward zero; floor: down (Python's //);
// - floating floor division through fmod, as PyTorch's div_floor_floating does, so the quotients
//   within an ulp of an integer round as Python's do (5.3 // 0.1 == 52 in float64), and a zero
//   divisor divides as IEEE does;
// - integers: INT_MIN / -1 wraps to INT_MIN. A zero divisor cannot raise on the device: the functor
//   sets *zero_division and gives 0, and the host raises ZeroDivisionError after the kernel, as the
//   CPU kernel does (PyTorch's CUDA kernel returns the hardware's value instead; opforge keeps one
//   behaviour for both devices).
// Op is the compute type: float for half and bfloat16, otherwise the dtype's own type (bool and
// complex have no rounded division).
#pragma once

#include <cmath>
#include <type_traits>

#include "opforge/numeric.h"

namespace opforge::cuda_detail {

OPFORGE_HOST_DEVICE inline void flag_zero_division(unsigned* flag) {
#if defined(__CUDA_ARCH__)
  atomicExch(flag, 1u);
#else
  *flag = 1;
#endif
}

// a / -1 without the overflow of INT_MIN / -1: the negation, modulo 2^width.
template <class T>
OPFORGE_HOST_DEVICE T negate_wrapping(T a) {
  return static_cast<T>(-static_cast<std::make_unsigned_t<T>>(a));
}

template <class T>
OPFORGE_HOST_DEVICE T floor_divide_floating(T a, T b) {
  if (b == 0) return a / b;
  const T mod = std::fmod(a, b);
  T div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= T(1);
  if (div == 0) return std::copysign(T(0), a / b);
  T floordiv = std::floor(div);
  if (div - floordiv > T(0.5)) floordiv += T(1);
  return floordiv;
}

template <class Op>
struct TruncDivide {
  unsigned* zero_division;  // device memory; integers only

  OPFORGE_HOST_DEVICE Op operator()(Op a, Op b) const {
    if constexpr (std::is_floating_point_v<Op>) {
      return std::trunc(a / b);
    } else {
      if (b == 0) {
        flag_zero_division(zero_division);
        return Op(0);
      }
      if constexpr (std::is_signed_v<Op>)
        if (b == Op(-1)) return negate_wrapping(a);
      return static_cast<Op>(a / b);
    }
  }
};

template <class Op>
struct FloorDivide {
  unsigned* zero_division;  // device memory; integers only

  OPFORGE_HOST_DEVICE Op operator()(Op a, Op b) const {
    if constexpr (std::is_floating_point_v<Op>) {
      return floor_divide_floating(a, b);
    } else {
      if (b == 0) {
        flag_zero_division(zero_division);
        return Op(0);
      }
      if constexpr (std::is_signed_v<Op>) {
        if (b == Op(-1)) return negate_wrapping(a);
        const auto quot = static_cast<Op>(a / b);
        const auto rem = static_cast<Op>(a % b);
        return rem != 0 && ((a < 0) != (b < 0)) ? static_cast<Op>(quot - 1) : quot;
      }
      return static_cast<Op>(a / b);
    }
  }
};

}  // namespace opforge::cuda_detail
