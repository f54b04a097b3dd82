// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named multinomial: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/multinomial.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/multinomial.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
constexpr uint64_t kMultinomialReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kMultinomialReject1Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
Tensor multinomial_stub(const Tensor& self, int64_t num_samples, bool replacement, std::optional<Generator> generator, const Tensor* out) {
  autograd::check_without_derivative("multinomial", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::multinomial.out" : "aten::multinomial", {self});
  dispatch::check_device("multinomial", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kMultinomialReject0Dtypes0)) dispatch::reject<RuntimeError>("multinomial only supports floating-point dtypes for input, got: {self}", {{"self", dispatch::operand_dtype(self)}});
  if ((out != nullptr && out != &self) && dispatch::dtype_in(dispatch::operand_dtype(out), kMultinomialReject1Dtypes0)) dispatch::reject<RuntimeError>("multinomial expects Long tensor out, got: {out}", {{"out", dispatch::operand_dtype(out)}});
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::multinomial(self, num_samples, replacement, generator, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor multinomial(const Tensor& self, int64_t num_samples, bool replacement, std::optional<Generator> generator) {
  return multinomial_stub(self, num_samples, replacement, generator, nullptr);
}

Tensor& multinomial_out(Tensor& out, const Tensor& self, int64_t num_samples, bool replacement, std::optional<Generator> generator) {
  multinomial_stub(self, num_samples, replacement, generator, &out);
  return out;
}

Tensor Tensor::multinomial(int64_t num_samples, bool replacement, std::optional<Generator> generator) const {
  return multinomial_stub(*this, num_samples, replacement, generator, nullptr);
}

}  // namespace opforge
