// scatter_add's meta function, PyTorch 1.13's checks in its order and texts, after the stub has
// wrapped dim against self (ops.yaml `wraps`): the index int64 where it has elements ("scatter(): Expected dtype int64 for index") and
// src of self's dtype ("scatter(): Expected self.dtype to be equal to src.dtype"); then, where the
// index has elements, its number of dims against self's and src's and its sizes against both
// (scatter_shape_check). The result has self's sizes.
#include "kernels/scatter_add.h"
#include "meta/scatter_shape_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape scatter_add_shape(const TensorBase& self, int64_t dim, const TensorBase& index,
                                        const TensorBase& src) {
  if (index.numel() != 0)
    OPFORGE_CHECK(index.dtype() == kLong, RuntimeError, "scatter(): Expected dtype int64 for index");
  OPFORGE_CHECK(self.dtype() == src.dtype(), RuntimeError, "scatter(): Expected self.dtype to be equal to src.dtype");
  check_scatter_shape(self, dim, index, src);
  return DimVector(self.sizes());
}

}  // namespace opforge::meta
