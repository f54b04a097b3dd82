// arange's numbers in the dtype's accumulation type, shared by its sizes function (meta/arange.cpp)
// and its fill (composite/arange.cpp): PyTorch's acc_type<T, false>, int64 for integers, float for
// half and bfloat16, double otherwise.
#pragma once

#include <cstdint>
#include <type_traits>

#include "core/element_cast.h"
#include "opforge/scalar.h"

namespace opforge::meta {

template <class T>
using ArangeAcc = std::conditional_t<std::is_integral_v<T>, int64_t, std::conditional_t<sizeof(T) == 2, float, double>>;

template <class T>
struct ArangeRange {
  ArangeAcc<T> start, end, step;
  ArangeRange(const Scalar& s, const Scalar& e, const Scalar& st)
      : start(checked_scalar_cast<ArangeAcc<T>>(s)),
        end(checked_scalar_cast<ArangeAcc<T>>(e)),
        step(checked_scalar_cast<ArangeAcc<T>>(st)) {}
};

}  // namespace opforge::meta
