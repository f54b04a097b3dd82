// The shifts of the ops.yaml expression language (bitwise_left_shift, bitwise_right_shift; the
// operators << and >>), integers only: functions.yaml's `header` makes only the functors that call
// them include this file.
//
// A count that is negative or at least the type's width gives 0 (left) and the sign fill (right:
// 0, or -1 for a negative value), as PyTorch defines them since 2.1 and as its CUDA kernels gave
// before. PyTorch 1.13's CPU kernels shifted by the count modulo the register's width (1 << 33 is 2
// in int32), an x86 accident of C++'s undefined shift (pytorch/pytorch#70904, #88547).
#pragma once

#include <type_traits>

#include "iteration/pointwise_math.h"

namespace opforge::math {

namespace detail {

// Whether a shift by b is outside the type's width (or negative).
template <class T>
OPFORGE_HOST_DEVICE constexpr bool shift_out_of_range(T b) {
  constexpr int kWidth = static_cast<int>(sizeof(T) * 8);
  if constexpr (std::is_signed_v<T>)
    return b < 0 || b >= kWidth;
  else
    return b >= static_cast<T>(kWidth);
}

}  // namespace detail

template <class T>
OPFORGE_HOST_DEVICE inline T bitwise_left_shift(T a, T b) {
  static_assert(is_integer_v<T>, "shifts are defined for integers");
  if (detail::shift_out_of_range(b)) return T(0);
  // In the unsigned type: a signed left shift into the sign bit, or of a negative value, is not
  // defined before C++20's wording and trips UBSan's shift check.
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(static_cast<U>(a) << b));
}

template <class T>
OPFORGE_HOST_DEVICE inline T bitwise_right_shift(T a, T b) {
  static_assert(is_integer_v<T>, "shifts are defined for integers");
  if (detail::shift_out_of_range(b)) {
    if constexpr (std::is_signed_v<T>)
      return a < 0 ? T(-1) : T(0);
    else
      return T(0);
  }
  return static_cast<T>(a >> b);
}

}  // namespace opforge::math
