// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bitwise_not: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bitwise_not.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/bitwise_not.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// bitwise_not(Tensor self) -> Tensor
Tensor bitwise_not_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("bitwise_not", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "bitwise_not";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::bitwise_not_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::bitwise_not_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("bitwise_not");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("bitwise_not", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor bitwise_not(const Tensor& self) {
  return bitwise_not_stub(self, nullptr, false);
}

Tensor& bitwise_not_out(Tensor& out, const Tensor& self) {
  bitwise_not_stub(self, &out, false);
  return out;
}

Tensor Tensor::bitwise_not() const {
  return bitwise_not_stub(*this, nullptr, false);
}

const Tensor& Tensor::bitwise_not_() const {
  bitwise_not_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
