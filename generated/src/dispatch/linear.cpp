// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named linear: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/linear.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/linear.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/matmul.h"

namespace opforge {
namespace {

// linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor
// The derivatives (ops.yaml): input: matmul(grad, conj(weight)); weight: linear_weight_backward(grad, input); bias: grad.
std::vector<Tensor> linear_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& input = saved.tensors[0];
  const Tensor& weight = saved.tensors[1];
  std::vector<Tensor> input_grads(3);
  if (saved.needs_grad(0)) input_grads[0] = opforge::matmul(grad, opforge::conj(weight));
  if (saved.needs_grad(1)) input_grads[1] = autograd::linear_weight_backward(grad, input);
  if (saved.needs_grad(2)) input_grads[2] = grad;
  return input_grads;
}

Tensor linear_stub(const Tensor& input, const Tensor& weight, const std::optional<Tensor>& bias, const Tensor* out) {
  const bool history = autograd::check_with_derivative("linear", out ? autograd::CallForm::out : autograd::CallForm::function, out, input, weight, bias);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("linear", input.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(input);
  aliasing.input(weight);
  aliasing.input(bias);
  Tensor result = composite::linear(input, weight, bias, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LinearBackward0", linear_backward, {autograd::input_tensor(input), autograd::input_tensor(weight), autograd::input_tensor(bias)}, {.tensors = {input, weight}}, false);
  }
  return result;
}

}  // namespace

Tensor linear(const Tensor& input, const Tensor& weight, const std::optional<Tensor>& bias) {
  return linear_stub(input, weight, bias, nullptr);
}

Tensor& linear_out(Tensor& out, const Tensor& input, const Tensor& weight, const std::optional<Tensor>& bias) {
  linear_stub(input, weight, bias, &out);
  return out;
}

}  // namespace opforge
