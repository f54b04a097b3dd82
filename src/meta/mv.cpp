// mv's meta function: PyTorch computes mv as addmv with a 1-D bias, and its checks and texts are
// addmv's: "vector + matrix @ vector expected, got 1, 1, 1" (the bias's, self's and vec's dims),
// "size mismatch, got 2, 2x3,4". The result has self's rows.
#include "kernels/mv.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape mv_shape(const TensorBase& self, const TensorBase& vec) {
  OPFORGE_CHECK(self.dim() == 2 && vec.dim() == 1, RuntimeError, "vector + matrix @ vector expected, got 1, {}, {}",
                self.dim(), vec.dim());
  const int64_t m = self.sizes()[0], k = self.sizes()[1];
  OPFORGE_CHECK(k == vec.sizes()[0], RuntimeError, "size mismatch, got {}, {}x{},{}", m, m, k, vec.sizes()[0]);
  dispatch::ResultShape shape(DimVector{m});
  shape.dtype_operand = 1;  // PyTorch's mv makes its result with vec's options
  return shape;
}

}  // namespace opforge::meta
