// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named isneginf: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/isneginf.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/isneginf.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// isneginf(Tensor self) -> Tensor
constexpr uint64_t kIsneginfReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
Tensor isneginf_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("isneginf", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out && !is_inplace ? "aten::isneginf.out" : "aten::isneginf", {dispatch::name_operand(self)});
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kIsneginfReject0Dtypes0)) dispatch::reject<RuntimeError>("isneginf does not support complex inputs.");
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (out) {
    OPFORGE_CHECK(out->dtype() == ScalarType::Bool, RuntimeError, "isneginf does not support non-boolean outputs.");
  }
  elementwise::Config config;
  config.op_name = "isneginf";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::isneginf_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::isneginf_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("isneginf");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("isneginf", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor isneginf(const Tensor& self) {
  return isneginf_stub(self, nullptr, false);
}

Tensor& isneginf_out(Tensor& out, const Tensor& self) {
  isneginf_stub(self, &out, false);
  return out;
}

Tensor Tensor::isneginf() const {
  return isneginf_stub(*this, nullptr, false);
}

}  // namespace opforge
