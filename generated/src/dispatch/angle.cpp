// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named angle: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/angle.h"

#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/angle.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// angle(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: angle_backward(grad, self).
std::vector<Tensor> angle_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::angle_backward(grad, self);
  return input_grads;
}

Tensor angle_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("angle", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (out) {
    pointwise_checks::check_complex_to_float_cast(inputs, *out, /*same_kind=*/true);
  }
  elementwise::Config config;
  config.op_name = "angle";
  config.promotion = PromotionKind::IntToFloatComplexToFloat;
  config.inplace_cast = elementwise::InplaceCast::Unsafe;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::angle_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::angle_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("angle");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("angle", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "AngleBackward0", angle_backward, {autograd::input_tensor(self)}, {.tensors = {autograd::as_tensor(self)}}, false);
  }
  return result;
}

}  // namespace

Tensor angle(const Tensor& self) {
  return angle_stub(self, nullptr, false);
}

Tensor& angle_out(Tensor& out, const Tensor& self) {
  angle_stub(self, &out, false);
  return out;
}

Tensor Tensor::angle() const {
  return angle_stub(*this, nullptr, false);
}

}  // namespace opforge
