// flip's meta function. The stub has wrapped dims with PyTorch's checks and texts (ops.yaml's
// `wraps: {dims: self}`: each in range, a zero-dim self taking 0 and -1, none named twice); an
// empty list flips nothing. The result has self's sizes and layout (empty_like(self,
// preserve_format)).
#include "kernels/flip.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape flip_shape(const TensorBase& self, IntArrayRef /*dims*/) {
  return {DimVector(self.sizes()), MemoryFormat::Preserve};
}

}  // namespace opforge::meta
