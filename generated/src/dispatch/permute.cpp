// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named permute: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/permute.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/permute.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// permute(Tensor(a) self, int[] dims) -> Tensor(a)
// The derivatives (ops.yaml): self: permute(grad, inverse_permutation(dims)).
std::vector<Tensor> permute_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const IntArrayRef dims = saved.int_lists[0].span();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::permute(grad, autograd::inverse_permutation(dims).span());
  return input_grads;
}

Tensor permute_stub(const Tensor& self, IntArrayRef dims, const Tensor* out) {
  const bool history = autograd::check_with_derivative("permute", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("permute", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::permute_geometry(self, dims);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "PermuteBackward0", permute_backward, {autograd::input_tensor(self)}, {.int_lists = {DimVector(dims)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor permute(const Tensor& self, IntArrayRef dims) {
  return permute_stub(self, dims, nullptr);
}

Tensor Tensor::permute(IntArrayRef dims) const {
  return permute_stub(*this, dims, nullptr);
}

}  // namespace opforge
