// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named max: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/max.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/stub_support.h"
#include "kernels/max.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// max(Tensor self) -> Tensor
Tensor max_stub(const Tensor& self, const Tensor* out) {
  dispatch::check_device("max", self.device(), true, true, "[cpu, cuda]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  Tensor result = kernels::max_all_kernel(self, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
std::tuple<Tensor, Tensor> max_dim_stub(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  dispatch::check_device("max.dim", self.device(), true, true, "[cpu, cuda]");
  const name_inference::MaybeNames names = name_inference::removes_dimensions(self, IntArrayRef(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  std::tuple<Tensor, Tensor> result = kernels::max_dim_kernel(self, dim, keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  return result;
}

// max.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
std::tuple<Tensor, Tensor> max_names_dim_stub(const Tensor& self, Dimname dim, bool keepdim, const Tensor* out) {
  dispatch::check_device("max.names_dim", self.device(), true, true, "[cpu, cuda]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, DimnameList(&dim, 1), keepdim);
  const int64_t dim_resolved = resolve_dim(self, dim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  std::tuple<Tensor, Tensor> result = kernels::max_dim_kernel(self, dim_resolved, keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  return result;
}

}  // namespace

Tensor max(const Tensor& self) {
  return max_stub(self, nullptr);
}

Tensor Tensor::max() const {
  return max_stub(*this, nullptr);
}

std::tuple<Tensor, Tensor> max(const Tensor& self, int64_t dim, bool keepdim) {
  return max_dim_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> max_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  max_dim_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::max(int64_t dim, bool keepdim) const {
  return max_dim_stub(*this, dim, keepdim, nullptr);
}

std::tuple<Tensor, Tensor> max(const Tensor& self, Dimname dim, bool keepdim) {
  return max_names_dim_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> max_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  max_names_dim_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::max(Dimname dim, bool keepdim) const {
  return max_names_dim_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
