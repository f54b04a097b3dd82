// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named isclose: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/isclose.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/isclose.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor
Tensor isclose_stub(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan, const Tensor* out) {
  autograd::check_without_derivative("isclose", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("isclose", self.device(), true, true, true, "[cpu, cuda, meta]");
  Tensor result = composite::isclose(self, other, rtol, atol, equal_nan, out);
  return result;
}

}  // namespace

Tensor isclose(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan) {
  return isclose_stub(self, other, rtol, atol, equal_nan, nullptr);
}

Tensor Tensor::isclose(const Tensor& other, double rtol, double atol, bool equal_nan) const {
  return isclose_stub(*this, other, rtol, atol, equal_nan, nullptr);
}

}  // namespace opforge
