// index_select's meta function, with PyTorch 1.13's checks in its order and texts, after the stub
// has wrapped dim against self (ops.yaml `wraps`; a zero-dim self takes 0 and -1): the index at most 1-D (IndexError
// "index_select(): Index is supposed to be a vector"), int64 or int32. The result is self with
// dim's size the number of indices; a zero-dim self stays zero-dim, and takes exactly one index
// (PyTorch writes as many elements as there are indices into its one-element result: past its end
// for two, nothing for none).
#include "kernels/index_select.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape index_select_shape(const TensorBase& self, int64_t dim, const TensorBase& index) {
  OPFORGE_CHECK(index.dim() <= 1, IndexError, "index_select(): Index is supposed to be a vector");
  OPFORGE_CHECK(index.dtype() == kLong || index.dtype() == kInt, RuntimeError,
                "index_select(): Expected dtype int32 or int64 for index");
  DimVector sizes(self.sizes());
  if (self.dim() == 0) {
    OPFORGE_CHECK(index.numel() == 1, IndexError, "index_select(): a zero-dim self takes one index, got {}",
                  index.numel());
    return sizes;
  }
  sizes[static_cast<size_t>(dim)] = index.numel();
  return sizes;
}

}  // namespace opforge::meta
