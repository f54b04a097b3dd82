// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named chunk: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/chunk.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/chunk.h"
#include "opforge/name_inference.h"
#include "opforge/ops/cat.h"

namespace opforge {
namespace {

// chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]
// The derivatives (ops.yaml): self: cat(grads, dim).
std::vector<Tensor> chunk_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const std::vector<Tensor>& grads = grad_outputs;
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::cat(grads, dim);
  return input_grads;
}

std::vector<Tensor> chunk_stub(const Tensor& self, int64_t chunks, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("chunk", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("chunk", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::chunk(self, chunks, dim, out);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ChunkBackward0", chunk_backward, std::vector<const TensorBase*>{autograd::input_tensor(self)}, {.scalars = {Scalar(dim)}}, false);
    autograd::note_views(self, result);
  }
  return result;
}

}  // namespace

std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim) {
  return chunk_stub(self, chunks, dim, nullptr);
}

std::vector<Tensor> Tensor::chunk(int64_t chunks, int64_t dim) const {
  return chunk_stub(*this, chunks, dim, nullptr);
}

}  // namespace opforge
