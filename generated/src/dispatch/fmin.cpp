// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named fmin: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/fmin.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/fmin.h"
#include "opforge/name_inference.h"
#include "opforge/ops/le.h"
#include "opforge/ops/logical_or.h"
#include "opforge/ops/ne.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// fmin(Tensor self, Tensor other) -> Tensor
constexpr uint64_t kFminReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: (self <= other) || (other != other) ? grad : 0; other: (self <= other) || (other != other) ? 0 : grad.
std::vector<Tensor> fmin_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::logical_or(opforge::le(self, other), opforge::ne(other, other)), grad, Scalar(int64_t{0}));
  if (saved.needs_grad(1)) input_grads[1] = opforge::where(opforge::logical_or(opforge::le(self, other), opforge::ne(other, other)), Scalar(int64_t{0}), grad);
  return input_grads;
}

Tensor fmin_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("fmin", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out && !is_inplace ? "aten::fmin.out" : "aten::fmin", {dispatch::name_operand(self), dispatch::name_operand(other)});
  if (dispatch::any_dtype_in(kFminReject0Dtypes0, {dispatch::operand_dtype(self), dispatch::operand_dtype(other)})) dispatch::reject<RuntimeError>("fmin not implemented for complex tensors.");
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "fmin";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::fmin_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::fmin_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("fmin");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("fmin", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "FminBackward0", fmin_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {autograd::as_tensor(self), autograd::as_tensor(other)}}, false);
  }
  return result;
}

}  // namespace

Tensor fmin(const Tensor& self, const Tensor& other) {
  return fmin_stub(self, other, nullptr, false);
}

Tensor& fmin_out(Tensor& out, const Tensor& self, const Tensor& other) {
  fmin_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::fmin(const Tensor& other) const {
  return fmin_stub(*this, other, nullptr, false);
}

}  // namespace opforge
