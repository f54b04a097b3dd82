// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named abs: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/abs.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/abs.h"
#include "opforge/name_inference.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sgn.h"

namespace opforge {
namespace {

// abs(Tensor self) -> Tensor
constexpr uint64_t kAbsReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: grad * sgn(self).
std::vector<Tensor> abs_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, opforge::sgn(self));
  return input_grads;
}

Tensor abs_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("abs", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  if (is_inplace && dispatch::dtype_in(dispatch::operand_dtype(self), kAbsReject0Dtypes0)) dispatch::reject<RuntimeError>("In-place abs is not supported for complex tensors.");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  if (out) {
    pointwise_checks::check_complex_to_float_cast(inputs, *out, /*same_kind=*/false);
  }
  elementwise::Config config;
  config.op_name = "abs";
  config.promotion = PromotionKind::ComplexToFloat;
  config.inplace_cast = elementwise::InplaceCast::Unsafe;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::abs_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::abs_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("abs");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("abs", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "AbsBackward0", abs_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}}, false);
  }
  return result;
}

}  // namespace

Tensor abs(const Tensor& self) {
  return abs_stub(self, nullptr, false);
}

Tensor& abs_out(Tensor& out, const Tensor& self) {
  abs_stub(self, &out, false);
  return out;
}

Tensor Tensor::abs() const {
  return abs_stub(*this, nullptr, false);
}

const Tensor& Tensor::abs_() const {
  abs_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
