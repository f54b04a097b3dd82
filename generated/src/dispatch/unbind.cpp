// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unbind: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unbind.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unbind.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]
std::vector<Tensor> unbind_int_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  autograd::check_without_derivative("unbind", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unbind.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::unbind(self, dim, out);
  return result;
}

// unbind.Dimname(Tensor(a -> *) self, Dimname dim) -> Tensor(a)[]
std::vector<Tensor> unbind_Dimname_stub(const Tensor& self, Dimname dim, const Tensor* out) {
  autograd::check_without_derivative("unbind", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unbind.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  std::vector<Tensor> result = composite::unbind_dimname(self, dim, out);
  return result;
}

}  // namespace

std::vector<Tensor> unbind(const Tensor& self, int64_t dim) {
  return unbind_int_stub(self, dim, nullptr);
}

std::vector<Tensor> Tensor::unbind(int64_t dim) const {
  return unbind_int_stub(*this, dim, nullptr);
}

std::vector<Tensor> unbind(const Tensor& self, Dimname dim) {
  return unbind_Dimname_stub(self, dim, nullptr);
}

std::vector<Tensor> Tensor::unbind(Dimname dim) const {
  return unbind_Dimname_stub(*this, dim, nullptr);
}

}  // namespace opforge
