// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unsqueeze: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unsqueeze.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unsqueeze.h"
#include "opforge/name_inference.h"
#include "opforge/ops/squeeze.h"

namespace opforge {
namespace {

// unsqueeze(Tensor(a) self, int dim) -> Tensor(a)
// The derivatives (ops.yaml): self: squeeze(grad, dim).
std::vector<Tensor> unsqueeze_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::squeeze(grad, dim);
  return input_grads;
}

Tensor unsqueeze_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("unsqueeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unsqueeze", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unsqueeze_geometry(self, dim);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "UnsqueezeBackward0", unsqueeze_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dim)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor unsqueeze(const Tensor& self, int64_t dim) {
  return unsqueeze_stub(self, dim, nullptr);
}

Tensor Tensor::unsqueeze(int64_t dim) const {
  return unsqueeze_stub(*this, dim, nullptr);
}

const Tensor& Tensor::unsqueeze_(int64_t dim) const {
  unsqueeze_stub(*this, dim, this);
  return *this;
}

}  // namespace opforge
