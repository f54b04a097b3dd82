// argmax's meta function (src/meta/extremum.h).
#include "kernels/argmax.h"
#include "meta/extremum.h"

namespace opforge::meta {

dispatch::ResultShape argmax_shape(const TensorBase& self, std::optional<int64_t> dim, bool keepdim) {
  return extremum::index_shape(self, dim, keepdim, "argmax");
}

}  // namespace opforge::meta
