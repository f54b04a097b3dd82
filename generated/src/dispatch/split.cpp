// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named split: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/split.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/split.h"
#include "opforge/name_inference.h"
#include "opforge/ops/cat.h"

namespace opforge {
namespace {

// split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]
// The derivatives (ops.yaml): self: cat(grads, dim).
std::vector<Tensor> split_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const std::vector<Tensor>& grads = grad_outputs;
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::cat(grads, dim);
  return input_grads;
}

std::vector<Tensor> split_Tensor_stub(const Tensor& self, int64_t split_size, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("split", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("split.Tensor", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::split(self, split_size, dim, out);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "SplitBackward0", split_Tensor_backward, std::vector<const TensorBase*>{autograd::input_tensor(self)}, {.scalars = {Scalar(dim)}}, false);
    autograd::note_views(self, result);
  }
  return result;
}

// split.sizes(Tensor(a -> *) self, int[] split_size, int dim=0) -> Tensor(a)[]
std::vector<Tensor> split_sizes_stub(const Tensor& self, IntArrayRef split_size, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("split", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("split.sizes", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::split_sizes(self, split_size, dim, out);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "SplitBackward0", split_Tensor_backward, std::vector<const TensorBase*>{autograd::input_tensor(self)}, {.scalars = {Scalar(dim)}}, false);
    autograd::note_views(self, result);
  }
  return result;
}

}  // namespace

std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim) {
  return split_Tensor_stub(self, split_size, dim, nullptr);
}

std::vector<Tensor> Tensor::split(int64_t split_size, int64_t dim) const {
  return split_Tensor_stub(*this, split_size, dim, nullptr);
}

std::vector<Tensor> split(const Tensor& self, IntArrayRef split_size, int64_t dim) {
  return split_sizes_stub(self, split_size, dim, nullptr);
}

std::vector<Tensor> Tensor::split(IntArrayRef split_size, int64_t dim) const {
  return split_sizes_stub(*this, split_size, dim, nullptr);
}

}  // namespace opforge
