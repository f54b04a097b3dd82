// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named nanquantile: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/nanquantile.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/nanquantile.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
Tensor nanquantile_stub(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  autograd::check_without_derivative("nanquantile", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, q);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("nanquantile", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(q);
  Tensor result = composite::nanquantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

// nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
Tensor nanquantile_scalar_stub(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  autograd::check_without_derivative("nanquantile", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("nanquantile.scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::nanquantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor nanquantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return nanquantile_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& nanquantile_out(Tensor& out, const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  nanquantile_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::nanquantile(const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return nanquantile_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

Tensor nanquantile(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return nanquantile_scalar_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& nanquantile_out(Tensor& out, const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  nanquantile_scalar_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::nanquantile(double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return nanquantile_scalar_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

}  // namespace opforge
