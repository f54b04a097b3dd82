// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named sinc: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/sinc.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/sinc.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/cos.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sin.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// sinc(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: self == 0 ? 0 : grad * conj((3.141592653589793 * self * cos(3.141592653589793 * self) - sin(3.141592653589793 * self)) / (3.141592653589793 * self * self)).
std::vector<Tensor> sinc_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::eq(self, Scalar(int64_t{0})), Scalar(int64_t{0}), opforge::mul(grad, opforge::conj(opforge::div(opforge::sub(opforge::mul(opforge::mul(Scalar(3.141592653589793), self), opforge::cos(opforge::mul(Scalar(3.141592653589793), self))), opforge::sin(opforge::mul(Scalar(3.141592653589793), self))), opforge::mul(opforge::mul(Scalar(3.141592653589793), self), self)))));
  return input_grads;
}

Tensor sinc_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("sinc", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::sinc_" : out && !is_inplace ? "aten::sinc.out" : "aten::sinc", {dispatch::name_operand(self)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "sinc";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::sinc_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::sinc_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("sinc");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("sinc", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "SincBackward0", sinc_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}}, false);
  }
  return result;
}

}  // namespace

Tensor sinc(const Tensor& self) {
  return sinc_stub(self, nullptr, false);
}

Tensor& sinc_out(Tensor& out, const Tensor& self) {
  sinc_stub(self, &out, false);
  return out;
}

Tensor Tensor::sinc() const {
  return sinc_stub(*this, nullptr, false);
}

const Tensor& Tensor::sinc_() const {
  sinc_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
