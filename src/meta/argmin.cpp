// argmin's meta function (src/meta/extremum.h).
#include "kernels/argmin.h"
#include "meta/extremum.h"

namespace opforge::meta {

dispatch::ResultShape argmin_shape(const TensorBase& self, std::optional<int64_t> dim, bool keepdim) {
  return extremum::index_shape(self, dim, keepdim, "argmin");
}

}  // namespace opforge::meta
