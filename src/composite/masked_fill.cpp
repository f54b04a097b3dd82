// masked_fill.Tensor: self with `value`, a zero-dim tensor, written where mask is true. Like
// PyTorch's, this is masked_fill with value read as a Scalar, after its own checks in PyTorch's order
// and texts (the functional form's broadcast has been checked by the stub): value must be zero-dim
// ("masked_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 dimension(s).")
// and mask bool ("masked_fill_ only supports boolean masks, but got mask with dtype float").
// masked_fill's stub then applies the dtype, broadcast, in-place and device rules, and converts the
// value to self's dtype with the overflow check of Scalar conversions.
#include "kernels/masked_fill.h"
#include "iteration/kernel_checks.h"
#include "opforge/ops/masked_fill.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor masked_fill_tensor(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out) {
  OPFORGE_CHECK(value.dim() == 0, RuntimeError,
                "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
                value.dim());
  OPFORGE_CHECK(mask.dtype() == kBool, RuntimeError,
                "masked_fill_ only supports boolean masks, but got mask with dtype {}", type_meta_name(mask.dtype()));
  const Scalar fill = value.item();
  if (!out) return opforge::masked_fill(self, mask, fill);
  return out->masked_fill_(mask, fill);
}

}  // namespace opforge::composite
