// eye's sizes: n x m, m = n when not given (RuntimeError "n must be greater or equal to 0, got -1").
#include "kernels/eye.h"
#include "opforge/error.h"

namespace opforge::meta {

DimVector eye_sizes(int64_t n, int64_t m, ScalarType /*dtype*/) {
  OPFORGE_CHECK(n >= 0, RuntimeError, "n must be greater or equal to 0, got {}", n);
  OPFORGE_CHECK(m >= 0, RuntimeError, "m must be greater or equal to 0, got {}", m);
  return DimVector{n, m};
}

DimVector eye_sizes(int64_t n, ScalarType dtype) { return eye_sizes(n, n, dtype); }

}  // namespace opforge::meta
