// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named as_strided: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/as_strided.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/as_strided.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// as_strided(Tensor(a) self, int[] size, int[] stride, int? storage_offset=None) -> Tensor(a)
// The derivatives (ops.yaml): self: as_strided_backward(grad, self, size, stride, storage_offset).
std::vector<Tensor> as_strided_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const IntArrayRef size = saved.int_lists[0].span();
  const IntArrayRef stride = saved.int_lists[1].span();
  const std::optional<Scalar>& storage_offset = saved.optional_scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::as_strided_backward(grad, self, size, stride, storage_offset);
  return input_grads;
}

Tensor as_strided_stub(const Tensor& self, IntArrayRef size, IntArrayRef stride, std::optional<int64_t> storage_offset, const Tensor* out) {
  const bool history = autograd::check_with_derivative("as_strided", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("as_strided", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::as_strided_geometry(self, size, stride, storage_offset);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "AsStridedBackward0", as_strided_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .int_lists = {DimVector(size), DimVector(stride)}, .optional_scalars = {storage_offset ? std::optional<Scalar>(*storage_offset) : std::nullopt}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor as_strided(const Tensor& self, IntArrayRef size, IntArrayRef stride, std::optional<int64_t> storage_offset) {
  return as_strided_stub(self, size, stride, storage_offset, nullptr);
}

Tensor Tensor::as_strided(IntArrayRef size, IntArrayRef stride, std::optional<int64_t> storage_offset) const {
  return as_strided_stub(*this, size, stride, storage_offset, nullptr);
}

}  // namespace opforge
