// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named maximum: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/maximum.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/maximum.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// maximum(Tensor self, Tensor other) -> Tensor
constexpr uint64_t kMaximumReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
Tensor maximum_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("maximum", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out && !is_inplace ? "aten::maximum.out" : "aten::maximum", {dispatch::name_operand(self), dispatch::name_operand(other)});
  if (dispatch::any_dtype_in(kMaximumReject0Dtypes0, {dispatch::operand_dtype(self), dispatch::operand_dtype(other)})) dispatch::reject<RuntimeError>("maximum not implemented for complex tensors.");
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "maximum";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::maximum_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::maximum_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("maximum");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("maximum", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor maximum(const Tensor& self, const Tensor& other) {
  return maximum_stub(self, other, nullptr, false);
}

Tensor& maximum_out(Tensor& out, const Tensor& self, const Tensor& other) {
  maximum_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::maximum(const Tensor& other) const {
  return maximum_stub(*this, other, nullptr, false);
}

}  // namespace opforge
