// expand_as's geometry: expand's to other's sizes (PyTorch's expand_as is self.expand(other.sizes())).
#include "kernels/expand_as.h"
#include "kernels/expand.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry expand_as_geometry(const TensorBase& self, const TensorBase& other) {
  return expand_geometry(self, other.sizes(), false);
}

}  // namespace opforge::meta
