// min's meta functions (src/meta/extremum.h).
#include "kernels/min.h"
#include "meta/extremum.h"

namespace opforge::meta {

dispatch::ResultShape min_all_shape(const TensorBase& self) { return extremum::all_shape(self, "min"); }

dispatch::ResultShape min_dim_shape(const TensorBase& self, int64_t dim, bool keepdim) {
  return extremum::dim_shape(self, dim, keepdim, "min");
}

}  // namespace opforge::meta
