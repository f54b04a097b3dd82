// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named swapdims: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/swapdims.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/swapdims.h"
#include "opforge/name_inference.h"
#include "opforge/ops/transpose.h"

namespace opforge {
namespace {

// swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
// The derivatives (ops.yaml): self: transpose(grad, dim0, dim1).
std::vector<Tensor> swapdims_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim0 = saved.scalars[0].to<int64_t>();
  const int64_t dim1 = saved.scalars[1].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::transpose(grad, dim0, dim1);
  return input_grads;
}

Tensor swapdims_stub(const Tensor& self, int64_t dim0, int64_t dim1, const Tensor* out) {
  const bool history = autograd::check_with_derivative("swapdims", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("swapdims", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::transpose_geometry(self, dim0, dim1);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "SwapdimsBackward0", swapdims_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dim0), Scalar(dim1)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor swapdims(const Tensor& self, int64_t dim0, int64_t dim1) {
  return swapdims_stub(self, dim0, dim1, nullptr);
}

Tensor Tensor::swapdims(int64_t dim0, int64_t dim1) const {
  return swapdims_stub(*this, dim0, dim1, nullptr);
}

const Tensor& Tensor::swapdims_(int64_t dim0, int64_t dim1) const {
  swapdims_stub(*this, dim0, dim1, this);
  return *this;
}

}  // namespace opforge
