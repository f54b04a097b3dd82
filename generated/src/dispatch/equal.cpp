// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named equal: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/equal.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/equal.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// equal(Tensor self, Tensor other) -> bool
bool equal_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  autograd::check_without_derivative("equal", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("equal", self.device(), true, true, false, "[cpu, cuda]");
  bool result = composite::equal(self, other, out);
  return result;
}

}  // namespace

bool equal(const Tensor& self, const Tensor& other) {
  return equal_stub(self, other, nullptr);
}

bool Tensor::equal(const Tensor& other) const {
  return equal_stub(*this, other, nullptr);
}

}  // namespace opforge
