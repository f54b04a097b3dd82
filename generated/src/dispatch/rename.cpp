// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named rename: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/rename.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/rename.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// rename(Tensor(a) self, Dimname[]? names) -> Tensor(a)
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> rename_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor rename_stub(const Tensor& self, std::optional<DimnameList> names, const Tensor* out) {
  const bool history = autograd::check_with_derivative("rename", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("rename", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::rename_geometry(self, names);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "RenameBackward0", rename_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor Tensor::rename(std::optional<DimnameList> names) const {
  return rename_stub(*this, names, nullptr);
}

const Tensor& Tensor::rename_(std::optional<DimnameList> names) const {
  rename_stub(*this, names, this);
  return *this;
}

}  // namespace opforge
