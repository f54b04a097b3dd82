// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named le: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/le.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/le.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// le(Tensor self, Tensor other) -> Tensor
Tensor le_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("le", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "le";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::le_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::le_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("le");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("le", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor le(const Tensor& self, const Tensor& other) {
  return le_stub(self, other, nullptr, false);
}

Tensor& le_out(Tensor& out, const Tensor& self, const Tensor& other) {
  le_stub(self, other, &out, false);
  return out;
}

Tensor le(const Tensor& self, const Scalar& other) {
  return le_stub(self, other, nullptr, false);
}

Tensor& le_out(Tensor& out, const Tensor& self, const Scalar& other) {
  le_stub(self, other, &out, false);
  return out;
}

Tensor dispatch::le(const Scalar& self, const Tensor& other) {
  return le_stub(self, other, nullptr, false);
}

Tensor Tensor::le(const Tensor& other) const {
  return le_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::le_(const Tensor& other) const {
  le_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::le(const Scalar& other) const {
  return le_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::le_(const Scalar& other) const {
  le_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
