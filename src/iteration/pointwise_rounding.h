// round(decimals=) of the ops.yaml expression language (round.decimals): functions.yaml's `header`
// makes only its functor include this file.
#pragma once

#include <cmath>

#include "iteration/pointwise_math.h"

namespace opforge::math {

// PyTorch's: 10^|decimals| in the compute type, then x * 10^d rounded half to even and divided
// back (x / 10^d rounded and multiplied back for a negative d). A decimals argument arrives in the
// compute type, where every int of a sensible precision is exact.
template <class T>
OPFORGE_HOST_DEVICE inline T round_decimals(T a, T decimals) {
  require_real_floating<T>();
  const bool negative = decimals < 0;
  const T ten_pow = static_cast<T>(std::pow(10.0, static_cast<double>(negative ? -decimals : decimals)));
  return negative ? std::nearbyint(a / ten_pow) * ten_pow : std::nearbyint(a * ten_pow) / ten_pow;
}

}  // namespace opforge::math
