// masked_fill.Tensor: self with `value`, a zero-dim tensor, written where mask is true. Like
// PyTorch's, this is masked_fill with value read as a Scalar, after its own checks in PyTorch's order
// and texts (the functional form's broadcast has been checked by the stub): value must be zero-dim
// ("masked_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 dimension(s).")
// and mask bool ("masked_fill_ only supports boolean masks, but got mask with dtype float").
// masked_fill's stub then applies the dtype, broadcast, in-place and device rules, and converts the
// value to self's dtype with the overflow check of Scalar conversions.
#include "kernels/masked_fill.h"

#include <complex>

#include "iteration/kernel_checks.h"
#include "opforge/ops/masked_fill.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

Scalar zero_of_kind(ScalarType t) {
  if (is_complex(t)) return Scalar(std::complex<double>(0, 0));
  if (is_floating_point(t)) return Scalar(0.0);
  if (t == kBool) return Scalar(false);
  return Scalar(int64_t{0});
}

}  // namespace

Tensor masked_fill_tensor(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out) {
  OPFORGE_CHECK(value.dim() == 0, RuntimeError,
                "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
                value.dim());
  OPFORGE_CHECK(mask.dtype() == kBool, RuntimeError,
                "masked_fill_ only supports boolean masks, but got mask with dtype {}", type_meta_name(mask.dtype()));
  // A meta value has no number to read; a meta self needs none, only the value's kind for the
  // stub's checks.
  const Scalar fill = value.is_meta() && self.is_meta() ? zero_of_kind(value.dtype()) : value.item();
  if (!out) return opforge::masked_fill(self, mask, fill);
  return out->masked_fill_(mask, fill);
}

}  // namespace opforge::composite
