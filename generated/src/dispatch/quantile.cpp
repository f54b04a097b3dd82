// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named quantile: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/quantile.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/quantile.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
Tensor quantile_stub(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  autograd::check_without_derivative("quantile", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, q);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("quantile", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(q);
  Tensor result = composite::quantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

// quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
Tensor quantile_scalar_stub(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  autograd::check_without_derivative("quantile", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("quantile.scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::quantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor quantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return quantile_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& quantile_out(Tensor& out, const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  quantile_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::quantile(const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return quantile_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

Tensor quantile(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return quantile_scalar_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& quantile_out(Tensor& out, const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  quantile_scalar_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::quantile(double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return quantile_scalar_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

}  // namespace opforge
