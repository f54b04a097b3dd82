// linspace's sizes: `steps` numbers (RuntimeError "number of steps must be non-negative").
#include "kernels/linspace.h"
#include "opforge/error.h"

namespace opforge::meta {

DimVector linspace_sizes(const Scalar& /*start*/, const Scalar& /*end*/, int64_t steps, ScalarType /*dtype*/) {
  OPFORGE_CHECK(steps >= 0, RuntimeError, "number of steps must be non-negative");
  return DimVector{steps};
}

}  // namespace opforge::meta
