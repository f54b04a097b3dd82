// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named t: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/t.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/t.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// t(Tensor(a) self) -> Tensor(a)
// The derivatives (ops.yaml): self: t(grad).
std::vector<Tensor> t_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::t(grad);
  return input_grads;
}

Tensor t_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("t", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("t", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::t_geometry(self);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "TBackward0", t_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor t(const Tensor& self) {
  return t_stub(self, nullptr);
}

Tensor Tensor::t() const {
  return t_stub(*this, nullptr);
}

const Tensor& Tensor::t_() const {
  t_stub(*this, this);
  return *this;
}

}  // namespace opforge
