// addmm's meta function: mat1 and mat2 are matrices whose inner sizes agree; the result is [mat1
// rows, mat2 columns], which self is broadcast to by the stub. PyTorch's texts: "mat1 must be a
// matrix, got 1-D tensor", "mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)". With
// nothing to multiply (k = 0) the kernel reads no element of mat1 and mat2: the result is
// beta * self.
#include "kernels/addmm.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape addmm_shape(const TensorBase& /*self*/, const TensorBase& mat1, const TensorBase& mat2,
                                  const Scalar& /*beta*/, const Scalar& /*alpha*/) {
  OPFORGE_CHECK(mat1.dim() == 2, RuntimeError, "mat1 must be a matrix, got {}-D tensor", mat1.dim());
  OPFORGE_CHECK(mat2.dim() == 2, RuntimeError, "mat2 must be a matrix, got {}-D tensor", mat2.dim());
  const int64_t m = mat1.sizes()[0], k = mat1.sizes()[1], n = mat2.sizes()[1];
  OPFORGE_CHECK(k == mat2.sizes()[0], RuntimeError, "mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})", m, k,
                mat2.sizes()[0], n);
  dispatch::ResultShape shape(DimVector{m, n});
  shape.reads_no_elements = k == 0;
  return shape;
}

}  // namespace opforge::meta
