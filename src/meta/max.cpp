// max's meta functions, with PyTorch's checks and texts: max of all elements needs an element
// ("max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim
// with the 'dim' argument."); max.dim wraps dim, needs that dim to be non-empty (IndexError "max():
// Expected reduction dim 0 to have non-zero size.") and then rejects complex input ("max(): does
// not support complex input"). Its values and indices have the reduced shape, with dim kept as size 1
// if keepdim.
#include "kernels/max.h"
#include "iteration/reduce.h"
#include "opforge/tensor.h"

namespace opforge::meta {

dispatch::ResultShape max_all_shape(const Tensor& self) {
  OPFORGE_CHECK(self.numel() > 0, RuntimeError,
                "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim "
                "with the 'dim' argument.");
  return DimVector{};
}

dispatch::ResultShape max_dim_shape(const Tensor& self, int64_t dim, bool keepdim) {
  // PyTorch's order: the dim's range, its size, then the dtype.
  const int64_t d = wrap_dim(dim, self.dim());
  OPFORGE_CHECK(self.dim() == 0 || self.sizes()[static_cast<size_t>(d)] != 0, IndexError,
                "max(): Expected reduction dim {} to have non-zero size.", d);
  OPFORGE_CHECK(!self.is_complex(), RuntimeError, "max(): does not support complex input");
  const int64_t dims[] = {d};
  return reduce::reduced_shape(self.sizes(), reduce::make_dim_mask(IntArrayRef(dims), self.dim()), keepdim);
}

}  // namespace opforge::meta
