// flip's meta function, with PyTorch's checks and texts (dim_list_to_bitset): each dim wrapped
// (a zero-dim self takes 0 and -1), none named twice ("dim 1 appears multiple times in the list of
// dims", the wrapped dim); an empty list flips nothing. The result has self's sizes and layout
// (empty_like(self, preserve_format)).
#include "kernels/flip.h"
#include "iteration/reduce.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape flip_shape(const TensorBase& self, IntArrayRef dims) {
  if (!dims.empty()) (void)reduce::make_dim_mask(dims, self.dim());
  return {DimVector(self.sizes()), MemoryFormat::Preserve};
}

}  // namespace opforge::meta
