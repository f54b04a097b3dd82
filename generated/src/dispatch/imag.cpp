// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named imag: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/imag.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/imag.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// imag(Tensor(a) self) -> Tensor(a)
// The derivatives (ops.yaml): self: imag_backward(grad).
std::vector<Tensor> imag_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::imag_backward(grad);
  return input_grads;
}

Tensor imag_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("imag", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("imag", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::imag_geometry(self);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ImagBackward0", imag_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor imag(const Tensor& self) {
  return imag_stub(self, nullptr);
}

Tensor Tensor::imag() const {
  return imag_stub(*this, nullptr);
}

}  // namespace opforge
