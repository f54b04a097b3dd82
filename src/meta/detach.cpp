// detach's geometry: self's own, over its storage (a new tensor of the same elements; the stub's
// `derivatives: not_differentiable` gives it no history).
#include "kernels/detach.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry detach_geometry(const TensorBase& self) {
  dispatch::ViewGeometry g;
  g.sizes = DimVector(self.sizes());
  g.strides = DimVector(self.strides());
  for (int64_t d = 0; d < self.dim(); ++d) g.source_dims.push_back(d);
  return g;
}

}  // namespace opforge::meta
