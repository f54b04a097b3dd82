// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named allclose: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/allclose.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/allclose.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool
bool allclose_stub(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan, const Tensor* out) {
  autograd::check_without_derivative("allclose", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::allclose", {self, other});
  dispatch::check_device("allclose", self.device(), true, true, true, "[cpu, cuda, meta]");
  bool result = composite::allclose(self, other, rtol, atol, equal_nan, out);
  return result;
}

}  // namespace

bool allclose(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan) {
  return allclose_stub(self, other, rtol, atol, equal_nan, nullptr);
}

bool Tensor::allclose(const Tensor& other, double rtol, double atol, bool equal_nan) const {
  return allclose_stub(*this, other, rtol, atol, equal_nan, nullptr);
}

}  // namespace opforge
