// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named where: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/where.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/where.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// where.self(Tensor condition, Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: condition ? grad : 0; other: condition ? 0 : grad.
std::vector<Tensor> where_self_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& condition = saved.tensors[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(condition, grad, Scalar(int64_t{0}));
  if (saved.needs_grad(1)) input_grads[1] = opforge::where(condition, Scalar(int64_t{0}), grad);
  return input_grads;
}

Tensor where_self_stub(elementwise::Input condition, elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("where", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  autograd::check_without_derivative("where", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, true, out, condition);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out && !is_inplace ? "aten::where.self_out" : "aten::where.self", {dispatch::name_operand(condition), dispatch::name_operand(self), dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(condition, false);
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "where";
  config.promotion = PromotionKind::NoOpmath;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_bool_condition("where", "condition", condition);
  pointwise_checks::check_scalar_operand(iter.compute_dtype(), self, /*pow_exponent=*/false);
  pointwise_checks::check_scalar_operand(iter.compute_dtype(), other, /*pow_exponent=*/false);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::where_self_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::where_self_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("where.self");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("where.self", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "WhereBackward0", where_self_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {autograd::as_tensor(condition)}}, false);
  }
  return result;
}

}  // namespace

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other) {
  return where_self_stub(condition, self, other, nullptr, false);
}

Tensor& where_out(Tensor& out, const Tensor& condition, const Tensor& self, const Tensor& other) {
  where_self_stub(condition, self, other, &out, false);
  return out;
}

Tensor where(const Tensor& condition, const Scalar& self, const Tensor& other) {
  return where_self_stub(condition, self, other, nullptr, false);
}

Tensor where(const Tensor& condition, const Tensor& self, const Scalar& other) {
  return where_self_stub(condition, self, other, nullptr, false);
}

Tensor where(const Tensor& condition, const Scalar& self, const Scalar& other) {
  return where_self_stub(condition, self, other, nullptr, false);
}

Tensor Tensor::where(const Tensor& condition, const Tensor& other) const {
  return where_self_stub(condition, *this, other, nullptr, false);
}

}  // namespace opforge
