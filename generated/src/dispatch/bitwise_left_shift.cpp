// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bitwise_left_shift: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bitwise_left_shift.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/bitwise_left_shift.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor
Tensor bitwise_left_shift_Tensor_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("bitwise_left_shift", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::bitwise_left_shift_.Tensor" : out && !is_inplace ? "aten::bitwise_left_shift.Tensor_out" : "aten::bitwise_left_shift.Tensor", {dispatch::name_operand(self), dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "bitwise_left_shift";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::bitwise_left_shift_Tensor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::bitwise_left_shift_Tensor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("bitwise_left_shift.Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("bitwise_left_shift.Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

// bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
Tensor bitwise_left_shift_Scalar_Tensor_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("bitwise_left_shift", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::bitwise_left_shift.Scalar_Tensor", {dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "bitwise_left_shift";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::bitwise_left_shift_Scalar_Tensor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::bitwise_left_shift_Scalar_Tensor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("bitwise_left_shift.Scalar_Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("bitwise_left_shift.Scalar_Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor bitwise_left_shift(const Tensor& self, const Tensor& other) {
  return bitwise_left_shift_Tensor_stub(self, other, nullptr, false);
}

Tensor& bitwise_left_shift_out(Tensor& out, const Tensor& self, const Tensor& other) {
  bitwise_left_shift_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor bitwise_left_shift(const Tensor& self, const Scalar& other) {
  return bitwise_left_shift_Tensor_stub(self, other, nullptr, false);
}

Tensor& bitwise_left_shift_out(Tensor& out, const Tensor& self, const Scalar& other) {
  bitwise_left_shift_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor dispatch::bitwise_left_shift(const Scalar& self, const Tensor& other) {
  return bitwise_left_shift_Tensor_stub(self, other, nullptr, false);
}

Tensor Tensor::bitwise_left_shift(const Tensor& other) const {
  return bitwise_left_shift_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::bitwise_left_shift_(const Tensor& other) const {
  bitwise_left_shift_Tensor_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::bitwise_left_shift(const Scalar& other) const {
  return bitwise_left_shift_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::bitwise_left_shift_(const Scalar& other) const {
  bitwise_left_shift_Tensor_stub(*this, other, this, true);
  return *this;
}

Tensor bitwise_left_shift(const Scalar& self, const Tensor& other) {
  return bitwise_left_shift_Scalar_Tensor_stub(self, other, nullptr, false);
}

}  // namespace opforge
