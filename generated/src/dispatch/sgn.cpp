// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named sgn: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/sgn.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/sgn.h"
#include "opforge/name_inference.h"
#include "opforge/ops/abs.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/real.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// sgn(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: self == 0 ? 0 : (grad - real(grad * conj(result)) * result) / abs(self).
std::vector<Tensor> sgn_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::eq(self, Scalar(int64_t{0})), Scalar(int64_t{0}), opforge::div(opforge::sub(grad, opforge::mul(opforge::real(opforge::mul(grad, opforge::conj(result))), result)), opforge::abs(self)));
  return input_grads;
}

Tensor sgn_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("sgn", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "sgn";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::sgn_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::sgn_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("sgn");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("sgn", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "SgnBackward0", sgn_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), result}, .result_written_in_place = is_inplace}, true);
  }
  return result;
}

}  // namespace

Tensor sgn(const Tensor& self) {
  return sgn_stub(self, nullptr, false);
}

Tensor& sgn_out(Tensor& out, const Tensor& self) {
  sgn_stub(self, &out, false);
  return out;
}

Tensor Tensor::sgn() const {
  return sgn_stub(*this, nullptr, false);
}

const Tensor& Tensor::sgn_() const {
  sgn_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
