// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named clamp: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/clamp.h"

#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/clamp.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
constexpr uint64_t kClampReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kClampReject1Dtypes0 = dispatch::dtype_bits({ScalarType::Half});
constexpr uint64_t kClampReject1Dtypes1 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kClampReject2Dtypes0 = dispatch::dtype_bits({ScalarType::BFloat16});
constexpr uint64_t kClampReject2Dtypes1 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kClampReject3Dtypes0 = dispatch::dtype_bits({ScalarType::Float});
constexpr uint64_t kClampReject3Dtypes1 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kClampReject4Dtypes0 = dispatch::dtype_bits({ScalarType::Double});
constexpr uint64_t kClampReject4Dtypes1 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kClampReject5Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: clamp_backward(grad, self, min, max).
std::vector<Tensor> clamp_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const std::optional<Scalar>& min = saved.optional_scalars[0];
  const std::optional<Scalar>& max = saved.optional_scalars[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::clamp_backward(grad, self, min, max);
  return input_grads;
}

Tensor clamp_stub(elementwise::Input self, const std::optional<Scalar>& min, const std::optional<Scalar>& max, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("clamp", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  OPFORGE_CHECK(min.has_value() || max.has_value(), RuntimeError, "torch.clamp: At least one of 'min' or 'max' must not be None");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kClampReject0Dtypes0)) dispatch::reject<RuntimeError>("clamp is not supported for complex types");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kClampReject1Dtypes0) && dispatch::any_dtype_in(kClampReject1Dtypes1, {dispatch::operand_dtype(self), dispatch::operand_dtype(min), dispatch::operand_dtype(max)})) dispatch::reject<RuntimeError>("value cannot be converted to type at::Half without overflow");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kClampReject2Dtypes0) && dispatch::any_dtype_in(kClampReject2Dtypes1, {dispatch::operand_dtype(self), dispatch::operand_dtype(min), dispatch::operand_dtype(max)})) dispatch::reject<RuntimeError>("value cannot be converted to type at::BFloat16 without overflow");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kClampReject3Dtypes0) && dispatch::any_dtype_in(kClampReject3Dtypes1, {dispatch::operand_dtype(self), dispatch::operand_dtype(min), dispatch::operand_dtype(max)})) dispatch::reject<RuntimeError>("value cannot be converted to type float without overflow");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kClampReject4Dtypes0) && dispatch::any_dtype_in(kClampReject4Dtypes1, {dispatch::operand_dtype(self), dispatch::operand_dtype(min), dispatch::operand_dtype(max)})) dispatch::reject<RuntimeError>("value cannot be converted to type double without overflow");
  if ((out == nullptr || (out != nullptr && !is_inplace)) && dispatch::any_dtype_in(kClampReject5Dtypes0, {dispatch::operand_dtype(self), dispatch::operand_dtype(min), dispatch::operand_dtype(max)})) dispatch::reject<RuntimeError>("clamp is not supported for complex types");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (min) inputs.add(*min, true);
  if (max) inputs.add(*max, true);
  elementwise::Config config;
  config.op_name = "clamp";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  if (min) pointwise_checks::check_scalar_operand(iter.compute_dtype(), *min, /*pow_exponent=*/false);
  if (max) pointwise_checks::check_scalar_operand(iter.compute_dtype(), *max, /*pow_exponent=*/false);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::clamp_kernel(iter, min.has_value(), max.has_value());
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::clamp_kernel(iter, min.has_value(), max.has_value());
      break;
#else
      dispatch::raise_built_without_cuda_kernels("clamp");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("clamp", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ClampBackward0", clamp_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}, .optional_scalars = {min, max}}, false);
  }
  return result;
}

// clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
constexpr uint64_t kClampTensorReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: clamp_tensor_backward(grad, self, min, max); min: clamp_min_backward(grad, self, min, max); max: clamp_max_backward(grad, self, min, max).
std::vector<Tensor> clamp_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& min = saved.tensors[1];
  const Tensor& max = saved.tensors[2];
  std::vector<Tensor> input_grads(3);
  if (saved.needs_grad(0)) input_grads[0] = autograd::clamp_tensor_backward(grad, self, min, max);
  if (saved.needs_grad(1)) input_grads[1] = autograd::clamp_min_backward(grad, self, min, max);
  if (saved.needs_grad(2)) input_grads[2] = autograd::clamp_max_backward(grad, self, min, max);
  return input_grads;
}

Tensor clamp_Tensor_stub(elementwise::Input self, const std::optional<Tensor>& min, const std::optional<Tensor>& max, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("clamp", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, min, max);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  OPFORGE_CHECK(min.has_value() || max.has_value(), RuntimeError, "torch.clamp: At least one of 'min' or 'max' must not be None");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kClampTensorReject0Dtypes0)) dispatch::reject<RuntimeError>("clamp is not supported for complex types");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (min) inputs.add(*min, true);
  if (max) inputs.add(*max, true);
  elementwise::Config config;
  config.op_name = "clamp";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::clamp_Tensor_kernel(iter, min.has_value(), max.has_value());
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::clamp_Tensor_kernel(iter, min.has_value(), max.has_value());
      break;
#else
      dispatch::raise_built_without_cuda_kernels("clamp.Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("clamp.Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ClampBackward0", clamp_Tensor_backward, {autograd::input_tensor(self), autograd::input_tensor(min), autograd::input_tensor(max)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), min ? Tensor(*min) : Tensor(), max ? Tensor(*max) : Tensor()}}, false);
  }
  return result;
}

}  // namespace

Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  return clamp_stub(self, min, max, nullptr, false);
}

Tensor& clamp_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  clamp_stub(self, min, max, &out, false);
  return out;
}

Tensor Tensor::clamp(const std::optional<Scalar>& min, const std::optional<Scalar>& max) const {
  return clamp_stub(*this, min, max, nullptr, false);
}

const Tensor& Tensor::clamp_(const std::optional<Scalar>& min, const std::optional<Scalar>& max) const {
  clamp_stub(*this, min, max, this, true);
  return *this;
}

Tensor clamp(const Tensor& self, const std::optional<Tensor>& min, const std::optional<Tensor>& max) {
  return clamp_Tensor_stub(self, min, max, nullptr, false);
}

Tensor& clamp_out(Tensor& out, const Tensor& self, const std::optional<Tensor>& min, const std::optional<Tensor>& max) {
  clamp_Tensor_stub(self, min, max, &out, false);
  return out;
}

Tensor Tensor::clamp(const std::optional<Tensor>& min, const std::optional<Tensor>& max) const {
  return clamp_Tensor_stub(*this, min, max, nullptr, false);
}

const Tensor& Tensor::clamp_(const std::optional<Tensor>& min, const std::optional<Tensor>& max) const {
  clamp_Tensor_stub(*this, min, max, this, true);
  return *this;
}

}  // namespace opforge
