// gather's meta function, PyTorch 1.13's checks in its order and texts, after the stub has wrapped
// dim against self (ops.yaml `wraps`): then, only where the index has elements, its dtype (int64: "gather(): Expected dtype int64 for
// index"), its number of dims (self's, a 0-dim tensor counting as 1-D) and its sizes (no larger
// than self's apart from dim). The result has the index's sizes.
#include "kernels/gather.h"
#include "meta/scatter_shape_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape gather_shape(const TensorBase& self, int64_t dim, const TensorBase& index, bool /*sparse_grad*/) {
  if (index.numel() != 0) {
    OPFORGE_CHECK(index.dtype() == kLong, RuntimeError, "gather(): Expected dtype int64 for index");
    check_gather_shape(self, dim, index);
  }
  return DimVector(index.sizes());
}

}  // namespace opforge::meta
