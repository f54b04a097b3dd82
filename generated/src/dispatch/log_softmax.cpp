// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named log_softmax: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/log_softmax.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/log_softmax.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
// The derivatives (ops.yaml): self: log_softmax_backward(grad, result, dim).
std::vector<Tensor> log_softmax_int_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& result = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::log_softmax_backward(grad, result, dim);
  return input_grads;
}

Tensor log_softmax_int_stub(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("log_softmax", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  if (out) dispatch::reject_named_tensors("aten::log_softmax.int_out", {self, *out});
  dispatch::check_device("log_softmax.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::log_softmax(self, dim, dtype, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LogSoftmaxBackward0", log_softmax_int_backward, {autograd::input_tensor(self)}, {.tensors = {result}, .scalars = {Scalar(dim)}}, true);
  }
  return result;
}

// log_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
Tensor log_softmax_Dimname_stub(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("log_softmax", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("log_softmax.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  Tensor result = composite::log_softmax(self, dim_resolved, dtype, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LogSoftmaxBackward0", log_softmax_int_backward, {autograd::input_tensor(self)}, {.tensors = {result}, .scalars = {Scalar(dim_resolved)}}, true);
  }
  return result;
}

}  // namespace

Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return log_softmax_int_stub(self, dim, dtype, nullptr);
}

Tensor& log_softmax_out(Tensor& out, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  log_softmax_int_stub(self, dim, dtype, &out);
  return out;
}

Tensor Tensor::log_softmax(int64_t dim, std::optional<ScalarType> dtype) const {
  return log_softmax_int_stub(*this, dim, dtype, nullptr);
}

Tensor log_softmax(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype) {
  return log_softmax_Dimname_stub(self, dim, dtype, nullptr);
}

Tensor Tensor::log_softmax(Dimname dim, std::optional<ScalarType> dtype) const {
  return log_softmax_Dimname_stub(*this, dim, dtype, nullptr);
}

}  // namespace opforge
