// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named chunk: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/chunk.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/chunk.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]
std::vector<Tensor> chunk_stub(const Tensor& self, int64_t chunks, int64_t dim, const Tensor* out) {
  autograd::check_without_derivative("chunk", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("chunk", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::chunk(self, chunks, dim, out);
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
