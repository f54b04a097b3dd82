// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named pow: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/pow.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/pow.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/ge.h"
#include "opforge/ops/log.h"
#include "opforge/ops/logical_and.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/real.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// pow(Tensor self, Tensor exponent) -> Tensor
// The derivatives (ops.yaml): self: exponent == 0 ? 0 : grad * conj(exponent * pow(self, exponent - 1)); exponent: (self == 0) && (real(exponent) >= 0) && (exponent == real(exponent)) ? 0 : grad * conj(result * log(self)).
std::vector<Tensor> pow_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& exponent = saved.tensors[1];
  const Tensor& result = saved.tensors[2];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::eq(exponent, Scalar(int64_t{0})), Scalar(int64_t{0}), opforge::mul(grad, opforge::conj(opforge::mul(exponent, opforge::pow(self, opforge::sub(exponent, Scalar(int64_t{1})))))));
  if (saved.needs_grad(1)) input_grads[1] = opforge::where(opforge::logical_and(opforge::logical_and(opforge::eq(self, Scalar(int64_t{0})), opforge::ge(opforge::real(exponent), Scalar(int64_t{0}))), opforge::eq(exponent, opforge::real(exponent))), Scalar(int64_t{0}), opforge::mul(grad, opforge::conj(opforge::mul(result, opforge::log(self)))));
  return input_grads;
}

Tensor pow_stub(elementwise::Input self, elementwise::Input exponent, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("pow", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, exponent);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(exponent));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(exponent, true);
  elementwise::Config config;
  config.op_name = "pow";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_pow_exponent(iter.compute_dtype(), exponent);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::pow_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::pow_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("pow");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("pow", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "PowBackward0", pow_backward, {autograd::input_tensor(self), autograd::input_tensor(exponent)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(exponent), result}, .result_written_in_place = is_inplace}, true);
  }
  return result;
}

// pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
// The derivatives (ops.yaml): self: exponent == 0 ? 0 : grad * conj(exponent * pow(self, exponent - 1)).
std::vector<Tensor> pow_Tensor_Scalar_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& exponent = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::eq(exponent, Scalar(int64_t{0})), Scalar(int64_t{0}), opforge::mul(grad, opforge::conj(opforge::mul(exponent, opforge::pow(self, opforge::sub(exponent, Scalar(int64_t{1})))))));
  return input_grads;
}

Tensor pow_Tensor_Scalar_stub(elementwise::Input self, elementwise::Input exponent, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("pow", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs({dispatch::name_operand(self)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(exponent, true);
  elementwise::Config config;
  config.op_name = "pow";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_pow_exponent(iter.compute_dtype(), exponent);
  pointwise_checks::check_scalar_operand(iter.compute_dtype(), exponent, /*pow_exponent=*/true);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::pow_Tensor_Scalar_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::pow_Tensor_Scalar_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("pow.Tensor_Scalar");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("pow.Tensor_Scalar", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "PowBackward0", pow_Tensor_Scalar_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(exponent)}}, false);
  }
  return result;
}

// pow.Scalar(Scalar self, Tensor exponent) -> Tensor
// The derivatives (ops.yaml): exponent: (self == 0) && (real(exponent) >= 0) && (exponent == real(exponent)) ? 0 : grad * conj(result * log(self)).
std::vector<Tensor> pow_Scalar_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& exponent = saved.tensors[1];
  const Tensor& result = saved.tensors[2];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::logical_and(opforge::logical_and(opforge::eq(self, Scalar(int64_t{0})), opforge::ge(opforge::real(exponent), Scalar(int64_t{0}))), opforge::eq(exponent, opforge::real(exponent))), Scalar(int64_t{0}), opforge::mul(grad, opforge::conj(opforge::mul(result, opforge::log(self)))));
  return input_grads;
}

Tensor pow_Scalar_stub(elementwise::Input self, elementwise::Input exponent, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("pow", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, exponent);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs({dispatch::name_operand(exponent)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(exponent, true);
  elementwise::Config config;
  config.op_name = "pow";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_pow_exponent(iter.compute_dtype(), exponent);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::pow_Scalar_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::pow_Scalar_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("pow.Scalar");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("pow.Scalar", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "PowBackward0", pow_Scalar_backward, {autograd::input_tensor(exponent)}, {.tensors = {autograd::as_tensor(self), autograd::as_tensor(exponent), result}}, true);
  }
  return result;
}

}  // namespace

Tensor pow(const Tensor& self, const Tensor& exponent) {
  return pow_stub(self, exponent, nullptr, false);
}

Tensor& pow_out(Tensor& out, const Tensor& self, const Tensor& exponent) {
  pow_stub(self, exponent, &out, false);
  return out;
}

Tensor Tensor::pow(const Tensor& exponent) const {
  return pow_stub(*this, exponent, nullptr, false);
}

const Tensor& Tensor::pow_(const Tensor& exponent) const {
  pow_stub(*this, exponent, this, true);
  return *this;
}

Tensor pow(const Tensor& self, const Scalar& exponent) {
  return pow_Tensor_Scalar_stub(self, exponent, nullptr, false);
}

Tensor& pow_out(Tensor& out, const Tensor& self, const Scalar& exponent) {
  pow_Tensor_Scalar_stub(self, exponent, &out, false);
  return out;
}

Tensor Tensor::pow(const Scalar& exponent) const {
  return pow_Tensor_Scalar_stub(*this, exponent, nullptr, false);
}

const Tensor& Tensor::pow_(const Scalar& exponent) const {
  pow_Tensor_Scalar_stub(*this, exponent, this, true);
  return *this;
}

Tensor pow(const Scalar& self, const Tensor& exponent) {
  return pow_Scalar_stub(self, exponent, nullptr, false);
}

Tensor& pow_out(Tensor& out, const Scalar& self, const Tensor& exponent) {
  pow_Scalar_stub(self, exponent, &out, false);
  return out;
}

}  // namespace opforge
