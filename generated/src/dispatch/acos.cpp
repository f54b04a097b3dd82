// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named acos: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/acos.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/acos.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/div.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/neg.h"
#include "opforge/ops/sqrt.h"
#include "opforge/ops/sub.h"

namespace opforge {
namespace {

// acos(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: -grad / conj(sqrt(1 - self * self)).
std::vector<Tensor> acos_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::div(opforge::neg(grad), opforge::conj(opforge::sqrt(opforge::sub(Scalar(int64_t{1}), opforge::mul(self, self)))));
  return input_grads;
}

Tensor acos_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("acos", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "acos";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::acos_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::acos_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("acos");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("acos", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "AcosBackward0", acos_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}}, false);
  }
  return result;
}

}  // namespace

Tensor acos(const Tensor& self) {
  return acos_stub(self, nullptr, false);
}

Tensor& acos_out(Tensor& out, const Tensor& self) {
  acos_stub(self, &out, false);
  return out;
}

Tensor Tensor::acos() const {
  return acos_stub(*this, nullptr, false);
}

const Tensor& Tensor::acos_() const {
  acos_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
