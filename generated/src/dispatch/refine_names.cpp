// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named refine_names: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/refine_names.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/refine_names.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// refine_names(Tensor(a) self, Dimname[] names) -> Tensor(a)
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> refine_names_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor refine_names_stub(const Tensor& self, DimnameList names, const Tensor* out) {
  const bool history = autograd::check_with_derivative("refine_names", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("refine_names", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::refine_names_geometry(self, names);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "RefineNamesBackward0", refine_names_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor Tensor::refine_names(DimnameList names) const {
  return refine_names_stub(*this, names, nullptr);
}

}  // namespace opforge
