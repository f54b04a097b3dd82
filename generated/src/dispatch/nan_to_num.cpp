// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named nan_to_num: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/nan_to_num.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/nan_to_num.h"
#include "opforge/name_inference.h"
#include "opforge/ops/isfinite.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
// The derivatives (ops.yaml): self: grad * isfinite(self).
std::vector<Tensor> nan_to_num_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, opforge::isfinite(self));
  return input_grads;
}

Tensor nan_to_num_stub(elementwise::Input self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("nan_to_num", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (out) {
    OPFORGE_CHECK(out->dtype() == dispatch::operand_dtype(self), RuntimeError, "nan_to_num: dtype of out: {} should be same as input: {}", cpp_name(out->dtype()), cpp_name(dispatch::operand_dtype(self)));
  }
  elementwise::Config config;
  config.op_name = "nan_to_num";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::nan_to_num_kernel(iter, nan, posinf, neginf);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::nan_to_num_kernel(iter, nan, posinf, neginf);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("nan_to_num");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("nan_to_num", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NanToNumBackward0", nan_to_num_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}}, false);
  }
  return result;
}

}  // namespace

Tensor nan_to_num(const Tensor& self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf) {
  return nan_to_num_stub(self, nan, posinf, neginf, nullptr, false);
}

Tensor& nan_to_num_out(Tensor& out, const Tensor& self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf) {
  nan_to_num_stub(self, nan, posinf, neginf, &out, false);
  return out;
}

Tensor Tensor::nan_to_num(std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf) const {
  return nan_to_num_stub(*this, nan, posinf, neginf, nullptr, false);
}

const Tensor& Tensor::nan_to_num_(std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf) const {
  nan_to_num_stub(*this, nan, posinf, neginf, this, true);
  return *this;
}

}  // namespace opforge
