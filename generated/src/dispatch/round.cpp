// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named round: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/round.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/round.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// round(Tensor self) -> Tensor
constexpr uint64_t kRoundReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool});
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> round_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor round_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("round", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kRoundReject0Dtypes0)) dispatch::reject<RuntimeError>("\"round_vml_cpu\" not implemented for 'Bool'");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "round";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::round_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::round_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("round");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("round", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "RoundBackward0", round_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

// round.decimals(Tensor self, *, int decimals) -> Tensor
constexpr uint64_t kRoundDecimalsReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool});
Tensor round_decimals_stub(elementwise::Input self, int64_t decimals, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("round", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::round_.decimals" : out && !is_inplace ? "aten::round.decimals_out" : "aten::round.decimals", {dispatch::name_operand(self)});
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kRoundDecimalsReject0Dtypes0)) dispatch::reject<RuntimeError>("\"round_cpu\" not implemented for 'Bool'");
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "round";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::round_decimals_kernel(iter, decimals);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::round_decimals_kernel(iter, decimals);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("round.decimals");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("round.decimals", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "RoundBackward0", round_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor round(const Tensor& self) {
  return round_stub(self, nullptr, false);
}

Tensor& round_out(Tensor& out, const Tensor& self) {
  round_stub(self, &out, false);
  return out;
}

Tensor Tensor::round() const {
  return round_stub(*this, nullptr, false);
}

const Tensor& Tensor::round_() const {
  round_stub(*this, this, true);
  return *this;
}

Tensor round(const Tensor& self, int64_t decimals) {
  return round_decimals_stub(self, decimals, nullptr, false);
}

Tensor& round_out(Tensor& out, const Tensor& self, int64_t decimals) {
  round_decimals_stub(self, decimals, &out, false);
  return out;
}

Tensor Tensor::round(int64_t decimals) const {
  return round_decimals_stub(*this, decimals, nullptr, false);
}

const Tensor& Tensor::round_(int64_t decimals) const {
  round_decimals_stub(*this, decimals, this, true);
  return *this;
}

}  // namespace opforge
