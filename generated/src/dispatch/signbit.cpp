// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named signbit: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/signbit.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/signbit.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// signbit(Tensor self) -> Tensor
constexpr uint64_t kSignbitReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
Tensor signbit_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("signbit", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kSignbitReject0Dtypes0)) dispatch::reject<RuntimeError>("signbit is not implemented for complex tensors.");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (out) {
    OPFORGE_CHECK(out->dtype() == ScalarType::Bool, RuntimeError, "signbit does not support non-boolean outputs.");
  }
  elementwise::Config config;
  config.op_name = "signbit";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::signbit_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::signbit_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("signbit");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("signbit", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor signbit(const Tensor& self) {
  return signbit_stub(self, nullptr, false);
}

Tensor& signbit_out(Tensor& out, const Tensor& self) {
  signbit_stub(self, &out, false);
  return out;
}

Tensor Tensor::signbit() const {
  return signbit_stub(*this, nullptr, false);
}

}  // namespace opforge
