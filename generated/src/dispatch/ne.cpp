// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named ne: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/ne.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/ne.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// ne(Tensor self, Tensor other) -> Tensor
Tensor ne_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  autograd::check_without_derivative("ne", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "ne";
  config.promotion = PromotionKind::AlwaysBool;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::ne_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::ne_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("ne");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("ne", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor ne(const Tensor& self, const Tensor& other) {
  return ne_stub(self, other, nullptr, false);
}

Tensor& ne_out(Tensor& out, const Tensor& self, const Tensor& other) {
  ne_stub(self, other, &out, false);
  return out;
}

Tensor ne(const Tensor& self, const Scalar& other) {
  return ne_stub(self, other, nullptr, false);
}

Tensor& ne_out(Tensor& out, const Tensor& self, const Scalar& other) {
  ne_stub(self, other, &out, false);
  return out;
}

Tensor dispatch::ne(const Scalar& self, const Tensor& other) {
  return ne_stub(self, other, nullptr, false);
}

Tensor Tensor::ne(const Tensor& other) const {
  return ne_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::ne_(const Tensor& other) const {
  ne_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::ne(const Scalar& other) const {
  return ne_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::ne_(const Scalar& other) const {
  ne_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
