// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named split_with_sizes: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/split_with_sizes.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/split_with_sizes.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]
std::vector<Tensor> split_with_sizes_stub(const Tensor& self, IntArrayRef split_sizes, int64_t dim, const Tensor* out) {
  autograd::check_without_derivative("split_with_sizes", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("split_with_sizes", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::split_with_sizes(self, split_sizes, dim, out);
  return result;
}

}  // namespace

std::vector<Tensor> split_with_sizes(const Tensor& self, IntArrayRef split_sizes, int64_t dim) {
  return split_with_sizes_stub(self, split_sizes, dim, nullptr);
}

std::vector<Tensor> Tensor::split_with_sizes(IntArrayRef split_sizes, int64_t dim) const {
  return split_with_sizes_stub(*this, split_sizes, dim, nullptr);
}

}  // namespace opforge
