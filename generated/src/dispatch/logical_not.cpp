// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named logical_not: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/logical_not.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/logical_not.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// logical_not(Tensor self) -> Tensor
Tensor logical_not_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("logical_not", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "logical_not";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::logical_not_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::logical_not_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("logical_not");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("logical_not", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor logical_not(const Tensor& self) {
  return logical_not_stub(self, nullptr, false);
}

Tensor& logical_not_out(Tensor& out, const Tensor& self) {
  logical_not_stub(self, &out, false);
  return out;
}

Tensor Tensor::logical_not() const {
  return logical_not_stub(*this, nullptr, false);
}

const Tensor& Tensor::logical_not_() const {
  logical_not_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
