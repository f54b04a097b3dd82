// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unbind: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unbind.h"

#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unbind.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]
// The derivatives (ops.yaml): self: unbind_backward(grads, dim).
std::vector<Tensor> unbind_int_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const std::vector<Tensor>& grads = grad_outputs;
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::unbind_backward(grads, dim);
  return input_grads;
}

std::vector<Tensor> unbind_int_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("unbind", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unbind.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::unbind(self, dim, out);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "UnbindBackward0", unbind_int_backward, std::vector<const TensorBase*>{autograd::input_tensor(self)}, {.scalars = {Scalar(dim)}}, false);
    autograd::note_views(self, result);
  }
  return result;
}

// unbind.Dimname(Tensor(a -> *) self, Dimname dim) -> Tensor(a)[]
std::vector<Tensor> unbind_Dimname_stub(const Tensor& self, Dimname dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("unbind", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unbind.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::unbind_dimname(self, dim, out);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "UnbindBackward0", unbind_int_backward, std::vector<const TensorBase*>{autograd::input_tensor(self)}, {.scalars = {Scalar(resolve_dim(self, dim))}}, false);
    autograd::note_views(self, result);
  }
  return result;
}

}  // namespace

std::vector<Tensor> unbind(const Tensor& self, int64_t dim) {
  return unbind_int_stub(self, dim, nullptr);
}

std::vector<Tensor> Tensor::unbind(int64_t dim) const {
  return unbind_int_stub(*this, dim, nullptr);
}

std::vector<Tensor> unbind(const Tensor& self, Dimname dim) {
  return unbind_Dimname_stub(self, dim, nullptr);
}

std::vector<Tensor> Tensor::unbind(Dimname dim) const {
  return unbind_Dimname_stub(*this, dim, nullptr);
}

}  // namespace opforge
