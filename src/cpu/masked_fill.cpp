// masked_fill.Tensor: self with `value`, a zero-dim tensor, written where mask is true; the result
// has self's dtype and the broadcast shape of self and mask (masked_fill_ writes self, whose shape
// may not change). value is converted to self's dtype with the overflow check of Scalar
// conversions ("value cannot be converted to type int8_t without overflow"). Errors, with PyTorch's
// texts and order: the functional form broadcasts first; then value must be zero-dim
// ("masked_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 dimension(s).")
// and mask bool ("masked_fill_ only supports boolean masks, but got mask with dtype float").
// The fill itself is masked_fill's: its generated CPU and CUDA kernels take the same iterator
// (inputs self and mask) and the value as a Scalar, so the loops are compiled once for both ops.
#include "kernels/masked_fill.h"
#include "opforge/tensor.h"
#include "iteration/elementwise.h"
#include "iteration/kernel_checks.h"
#include "iteration/pointwise_checks.h"
#include "kernels/masked_fill.h"

namespace opforge::kernels {
namespace {

void check_value_and_mask(const Tensor& mask, const Tensor& value) {
  OPFORGE_CHECK(value.dim() == 0, RuntimeError,
                "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
                value.dim());
  OPFORGE_CHECK(mask.dtype() == kBool, RuntimeError,
                "masked_fill_ only supports boolean masks, but got mask with dtype {}", type_meta_name(mask.dtype()));
}

}  // namespace

Tensor masked_fill_tensor_kernel(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out) {
  if (out) check_value_and_mask(mask, value);
  elementwise::Config config;
  config.op_name = "masked_fill";
  config.promotion = elementwise::Promotion::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = out != nullptr;
  config.promoted_inputs = 1u;  // self only: the mask selects
  elementwise::ElementwiseIter iter(config, {self, mask});
  if (!out) check_value_and_mask(mask, value);
  const Scalar fill = value.item();
  // masked_fill's own check of its Scalar value (Scalar::to<scalar_t>'s overflow error in the
  // compute dtype, as PyTorch's kernel makes); the generated kernels then convert it as for masked_fill.
  pointwise_checks::check_scalar_operand(iter.compute_dtype(), fill, /*pow_exponent=*/false);
#ifdef OPFORGE_HAS_CUDA
  if (iter.device().is_cuda()) {
    cuda::masked_fill_kernel(iter, fill);
    return iter.take_output();
  }
#endif
  cpu::masked_fill_kernel(iter, fill);
  return iter.take_output();
}

}  // namespace opforge::kernels
