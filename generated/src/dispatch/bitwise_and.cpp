// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bitwise_and: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bitwise_and.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/bitwise_and.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor
Tensor bitwise_and_Tensor_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("bitwise_and", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::bitwise_and_.Tensor" : out && !is_inplace ? "aten::bitwise_and.Tensor_out" : "aten::bitwise_and.Tensor", {dispatch::name_operand(self), dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "bitwise_and";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::bitwise_and_Tensor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::bitwise_and_Tensor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("bitwise_and.Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("bitwise_and.Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor bitwise_and(const Tensor& self, const Tensor& other) {
  return bitwise_and_Tensor_stub(self, other, nullptr, false);
}

Tensor& bitwise_and_out(Tensor& out, const Tensor& self, const Tensor& other) {
  bitwise_and_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor bitwise_and(const Tensor& self, const Scalar& other) {
  return bitwise_and_Tensor_stub(self, other, nullptr, false);
}

Tensor& bitwise_and_out(Tensor& out, const Tensor& self, const Scalar& other) {
  bitwise_and_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor dispatch::bitwise_and(const Scalar& self, const Tensor& other) {
  return bitwise_and_Tensor_stub(self, other, nullptr, false);
}

Tensor Tensor::bitwise_and(const Tensor& other) const {
  return bitwise_and_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::bitwise_and_(const Tensor& other) const {
  bitwise_and_Tensor_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::bitwise_and(const Scalar& other) const {
  return bitwise_and_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::bitwise_and_(const Scalar& other) const {
  bitwise_and_Tensor_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
