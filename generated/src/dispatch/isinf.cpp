// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named isinf: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/isinf.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/isinf.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// isinf(Tensor self) -> Tensor
Tensor isinf_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("isinf", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "isinf";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::isinf_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::isinf_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("isinf");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("isinf", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor isinf(const Tensor& self) {
  return isinf_stub(self, nullptr, false);
}

Tensor Tensor::isinf() const {
  return isinf_stub(*this, nullptr, false);
}

}  // namespace opforge
