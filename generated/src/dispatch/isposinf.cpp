// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named isposinf: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/isposinf.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/isposinf.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// isposinf(Tensor self) -> Tensor
constexpr uint64_t kIsposinfReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
Tensor isposinf_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("isposinf", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out && !is_inplace ? "aten::isposinf.out" : "aten::isposinf", {dispatch::name_operand(self)});
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kIsposinfReject0Dtypes0)) dispatch::reject<RuntimeError>("isposinf does not support complex inputs.");
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (out) {
    OPFORGE_CHECK(out->dtype() == ScalarType::Bool, RuntimeError, "isposinf does not support non-boolean outputs.");
  }
  elementwise::Config config;
  config.op_name = "isposinf";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::isposinf_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::isposinf_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("isposinf");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("isposinf", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor isposinf(const Tensor& self) {
  return isposinf_stub(self, nullptr, false);
}

Tensor& isposinf_out(Tensor& out, const Tensor& self) {
  isposinf_stub(self, &out, false);
  return out;
}

Tensor Tensor::isposinf() const {
  return isposinf_stub(*this, nullptr, false);
}

}  // namespace opforge
