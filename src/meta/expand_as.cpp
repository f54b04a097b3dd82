// expand_as's geometry: expand's to other's sizes (PyTorch's expand_as is self.expand(other.sizes())).
#include "kernels/expand_as.h"
#include "kernels/expand.h"
#include "opforge/tensor.h"

namespace opforge::meta {

dispatch::ViewGeometry expand_as_geometry(const Tensor& self, const Tensor& other) {
  return expand_geometry(self, other.sizes(), false);
}

}  // namespace opforge::meta
