// t's geometry: transpose's of dims 0 and 1 for a 2-D self; a 0-D or 1-D self as it is (a new view),
// which transpose's geometry of dim 0 with itself gives.
#include "kernels/t.h"
#include "kernels/transpose.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry t_geometry(const TensorBase& self) {
  OPFORGE_CHECK(self.dim() <= 2, RuntimeError, "t() expects a tensor with <= 2 dimensions, but self is {}D",
                self.dim());
  return transpose_geometry(self, 0, self.dim() == 2 ? 1 : 0);
}

}  // namespace opforge::meta
