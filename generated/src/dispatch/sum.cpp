// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named sum: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/sum.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/stub_support.h"
#include "kernels/sum.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
Tensor sum_stub(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out) {
  dispatch::check_device("sum", self.device(), true, true, "[cpu, cuda]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = kernels::sum_kernel(self, dtype, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
Tensor sum_dim_IntList_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  dispatch::check_device("sum.dim_IntList", self.device(), true, true, "[cpu, cuda]");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = kernels::sum_kernel(self, dim, keepdim, dtype, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// sum.dim_DimnameList(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
Tensor sum_dim_DimnameList_stub(const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  dispatch::check_device("sum.dim_DimnameList", self.device(), true, true, "[cpu, cuda]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = kernels::sum_kernel(self, dim_resolved.span(), keepdim, dtype, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

Tensor sum(const Tensor& self, std::optional<ScalarType> dtype) {
  return sum_stub(self, dtype, nullptr);
}

Tensor& sum_out(Tensor& out, const Tensor& self, std::optional<ScalarType> dtype) {
  sum_stub(self, dtype, &out);
  return out;
}

Tensor Tensor::sum(std::optional<ScalarType> dtype) const {
  return sum_stub(*this, dtype, nullptr);
}

Tensor sum(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  return sum_dim_IntList_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& sum_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  sum_dim_IntList_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::sum(std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return sum_dim_IntList_stub(*this, dim, keepdim, dtype, nullptr);
}

Tensor sum(const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) {
  return sum_dim_DimnameList_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& sum_out(Tensor& out, const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) {
  sum_dim_DimnameList_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::sum(DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return sum_dim_DimnameList_stub(*this, dim, keepdim, dtype, nullptr);
}

}  // namespace opforge
