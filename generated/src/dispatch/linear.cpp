// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named linear: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/linear.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/linear.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor
Tensor linear_stub(const Tensor& input, const Tensor& weight, const std::optional<Tensor>& bias, const Tensor* out) {
  autograd::check_without_derivative("linear", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, input, weight, bias);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("linear", input.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(input);
  aliasing.input(weight);
  aliasing.input(bias);
  Tensor result = composite::linear(input, weight, bias, aliasing.kernel_out());
  aliasing.write_back(result);
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
