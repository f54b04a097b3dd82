// nan_to_num's math:: function (functions.yaml's `header`: only its functors include this file).
#pragma once

#include <limits>
#include <type_traits>

#include "iteration/pointwise_math.h"

namespace opforge::math {

// NaN, +inf and -inf replaced by `nan`, `posinf` and `neginf` (the kernel has them in the storage
// type: math::storage_value); every other value, and every integer, kept.
template <class T>
OPFORGE_HOST_DEVICE inline T nan_to_num(T a, T nan, T posinf, T neginf) {
  if constexpr (std::is_floating_point_v<T>) {
    constexpr T inf = std::numeric_limits<T>::infinity();
    return a != a ? nan : (a == inf ? posinf : (a == -inf ? neginf : a));
  } else {
    return a;
  }
}

}  // namespace opforge::math
