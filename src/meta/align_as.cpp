// align_as' geometry: align_to(other.names), PyTorch's definition.
#include "kernels/align_as.h"
#include "kernels/align_to.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry align_as_geometry(const TensorBase& self, const TensorBase& other) {
  return align_to_geometry(self, other.names());
}

}  // namespace opforge::meta
