// max's meta functions (src/meta/extremum.h).
#include "kernels/max.h"
#include "meta/extremum.h"

namespace opforge::meta {

dispatch::ResultShape max_all_shape(const TensorBase& self) { return extremum::all_shape(self, "max"); }

dispatch::ResultShape max_dim_shape(const TensorBase& self, int64_t dim, bool keepdim) {
  return extremum::dim_shape(self, dim, keepdim, "max");
}

}  // namespace opforge::meta
