// The identities of the reduce kernels' expression language (ops.yaml `kernel: {reduce: ...}`),
// beside pointwise_math.h's functions: included by the generated reduce functors
// (generated/src/functors/<op>.h), which the CPU and CUDA loops share.
#pragma once

#include <limits>
#include <type_traits>

#include "iteration/pointwise_math.h"

namespace opforge::math {

// The identities of reductions that keep the larger or smaller element (amax, amin): -inf and inf
// where the type has them, so that a reduction of only -inf gives -inf; else the type's extremes.
template <class T>
OPFORGE_HOST_DEVICE constexpr T lowest() {
  static_assert(!is_complex_v<T>, "complex values are not ordered: lowest and highest reject them");
  if constexpr (std::is_floating_point_v<T>)
    return -std::numeric_limits<T>::infinity();
  else
    return std::numeric_limits<T>::lowest();
}
template <class T>
OPFORGE_HOST_DEVICE constexpr T highest() {
  static_assert(!is_complex_v<T>, "complex values are not ordered: lowest and highest reject them");
  if constexpr (std::is_floating_point_v<T>)
    return std::numeric_limits<T>::infinity();
  else
    return std::numeric_limits<T>::max();
}

}  // namespace opforge::math
