// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bitwise_xor: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bitwise_xor.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/bitwise_xor.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
Tensor bitwise_xor_Tensor_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("bitwise_xor", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::bitwise_xor_.Tensor" : out && !is_inplace ? "aten::bitwise_xor.Tensor_out" : "aten::bitwise_xor.Tensor", {dispatch::name_operand(self), dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "bitwise_xor";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::bitwise_xor_Tensor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::bitwise_xor_Tensor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("bitwise_xor.Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("bitwise_xor.Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor bitwise_xor(const Tensor& self, const Tensor& other) {
  return bitwise_xor_Tensor_stub(self, other, nullptr, false);
}

Tensor& bitwise_xor_out(Tensor& out, const Tensor& self, const Tensor& other) {
  bitwise_xor_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor bitwise_xor(const Tensor& self, const Scalar& other) {
  return bitwise_xor_Tensor_stub(self, other, nullptr, false);
}

Tensor& bitwise_xor_out(Tensor& out, const Tensor& self, const Scalar& other) {
  bitwise_xor_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor dispatch::bitwise_xor(const Scalar& self, const Tensor& other) {
  return bitwise_xor_Tensor_stub(self, other, nullptr, false);
}

Tensor Tensor::bitwise_xor(const Tensor& other) const {
  return bitwise_xor_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::bitwise_xor_(const Tensor& other) const {
  bitwise_xor_Tensor_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::bitwise_xor(const Scalar& other) const {
  return bitwise_xor_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::bitwise_xor_(const Scalar& other) const {
  bitwise_xor_Tensor_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
