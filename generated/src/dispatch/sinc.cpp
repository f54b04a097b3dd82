// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named sinc: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/sinc.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/sinc.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// sinc(Tensor self) -> Tensor
Tensor sinc_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("sinc", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::sinc_" : out && !is_inplace ? "aten::sinc.out" : "aten::sinc", {dispatch::name_operand(self)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "sinc";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::sinc_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::sinc_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("sinc");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("sinc", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor sinc(const Tensor& self) {
  return sinc_stub(self, nullptr, false);
}

Tensor& sinc_out(Tensor& out, const Tensor& self) {
  sinc_stub(self, &out, false);
  return out;
}

Tensor Tensor::sinc() const {
  return sinc_stub(*this, nullptr, false);
}

const Tensor& Tensor::sinc_() const {
  sinc_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
