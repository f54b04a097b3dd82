// mm's meta function: both operands are matrices whose inner sizes agree; the result is
// [self rows, mat2 columns]. PyTorch's checks and texts: "self must be a matrix", "mat2 must be a
// matrix", "mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)".
#include "kernels/mm.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape mm_shape(const TensorBase& self, const TensorBase& mat2) {
  OPFORGE_CHECK(self.dim() == 2, RuntimeError, "self must be a matrix");
  OPFORGE_CHECK(mat2.dim() == 2, RuntimeError, "mat2 must be a matrix");
  const int64_t m = self.sizes()[0], k = self.sizes()[1], n = mat2.sizes()[1];
  OPFORGE_CHECK(k == mat2.sizes()[0], RuntimeError, "mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})", m, k,
                mat2.sizes()[0], n);
  return DimVector{m, n};
}

}  // namespace opforge::meta
