// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named align_to: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/align_to.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/align_to.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// align_to(Tensor(a) self, Dimname[] names) -> Tensor(a)
// The derivatives (ops.yaml): self: strided_view_backward(grad, self, result).
std::vector<Tensor> align_to_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::strided_view_backward(grad, self, result);
  return input_grads;
}

Tensor align_to_stub(const Tensor& self, DimnameList names, const Tensor* out) {
  const bool history = autograd::check_with_derivative("align_to", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("align_to", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::align_to_geometry(self, names);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "AlignToBackward0", align_to_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}}, true);
    autograd::note_view(self, result);
  }
  return result;
}

// align_to.ellipsis_idx(Tensor(a) self, Dimname[] order, int ellipsis_idx) -> Tensor(a)
Tensor align_to_ellipsis_idx_stub(const Tensor& self, DimnameList order, int64_t ellipsis_idx, const Tensor* out) {
  const bool history = autograd::check_with_derivative("align_to", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("align_to.ellipsis_idx", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::align_to_geometry(self, order, ellipsis_idx);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "AlignToBackward0", align_to_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}}, true);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor Tensor::align_to(DimnameList names) const {
  return align_to_stub(*this, names, nullptr);
}

Tensor Tensor::align_to(DimnameList order, int64_t ellipsis_idx) const {
  return align_to_ellipsis_idx_stub(*this, order, ellipsis_idx, nullptr);
}

}  // namespace opforge
