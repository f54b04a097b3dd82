// randperm's sizes: n numbers (a negative n is the allocation's "Trying to create tensor with negative
// dimension -1: [-1]", as PyTorch's); n must be a value of the dtype ("value cannot be converted to
// type at::Half without overflow").
#include <cstdint>

#include "core/element_cast.h"
#include "kernels/randperm.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::meta {

DimVector randperm_sizes(int64_t n, ScalarType dtype) {
  if (dtype == ScalarType::Half)
    checked_scalar_cast<Half>(Scalar(n), "at::Half");
  else if (dtype == ScalarType::BFloat16)
    checked_scalar_cast<BFloat16>(Scalar(n), "at::BFloat16");
  return DimVector{n};
}

}  // namespace opforge::meta
