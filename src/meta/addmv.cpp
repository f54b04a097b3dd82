// addmv's meta function, PyTorch 1.13's: mat a matrix, vec a vector and self at most 1-D ("vector +
// matrix @ vector expected, got 1, 2, 1", the dims of self, mat and vec); vec's size mat's columns
// and self of mat's rows or of one element ("size mismatch, got 3, 2x3,3": self's size first, which
// a 0-dim self has not: PyTorch then raises IndexError "Dimension specified as 0 but tensor has no
// dimensions"). The result has mat's rows. With no element in mat the kernel reads none: the result
// is beta * self, computed as PyTorch's mul_out at self's own sizes (so a self of one element gives
// a result of one element, whatever mat's rows) and with its out= rule.
#include "kernels/addmv.h"
#include "iteration/pointwise_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape addmv_shape(const TensorBase& self, const TensorBase& mat, const TensorBase& vec,
                                  const Scalar& beta, const Scalar& alpha) {
  OPFORGE_CHECK(mat.dim() == 2 && vec.dim() == 1 && self.dim() <= 1, RuntimeError,
                "vector + matrix @ vector expected, got {}, {}, {}", self.dim(), mat.dim(), vec.dim());
  const int64_t m = mat.sizes()[0], k = mat.sizes()[1];
  if (k != vec.sizes()[0] || (self.numel() != m && self.numel() != 1)) {
    raise<RuntimeError>("size mismatch, got {}, {}x{},{}", self.size(0), m, k, vec.sizes()[0]);
  }
  // PyTorch's kernel takes beta, then alpha, as values of mat's dtype (Scalar::to): for float16 and
  // bfloat16 that dtype, not the float the product is computed in.
  if (mat.numel() > 0 && (mat.dtype() == kHalf || mat.dtype() == kBFloat16)) {
    pointwise_checks::check_fits(mat.dtype(), beta, /*negate=*/false);
    pointwise_checks::check_fits(mat.dtype(), alpha, /*negate=*/false);
  }
  dispatch::ResultShape shape(DimVector{m});
  shape.reads_no_elements = mat.numel() == 0;
  shape.addend_at_own_sizes = true;
  shape.dtype_operand = 1;  // vec's: PyTorch's meta function makes the result with vec's options
  return shape;
}

}  // namespace opforge::meta
