// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named isfinite: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/isfinite.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/isfinite.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// isfinite(Tensor self) -> Tensor
Tensor isfinite_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("isfinite", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "isfinite";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::isfinite_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::isfinite_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("isfinite");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("isfinite", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor isfinite(const Tensor& self) {
  return isfinite_stub(self, nullptr, false);
}

Tensor Tensor::isfinite() const {
  return isfinite_stub(*this, nullptr, false);
}

}  // namespace opforge
