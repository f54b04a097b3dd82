// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named neg: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/neg.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/neg.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// neg(Tensor self) -> Tensor
constexpr uint64_t kNegReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool});
// The derivatives (ops.yaml): self: -grad.
std::vector<Tensor> neg_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::neg(grad);
  return input_grads;
}

Tensor neg_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("neg", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kNegReject0Dtypes0)) dispatch::reject<RuntimeError>("Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "neg";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::neg_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::neg_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("neg");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("neg", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NegBackward0", neg_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor neg(const Tensor& self) {
  return neg_stub(self, nullptr, false);
}

Tensor& neg_out(Tensor& out, const Tensor& self) {
  neg_stub(self, &out, false);
  return out;
}

Tensor Tensor::neg() const {
  return neg_stub(*this, nullptr, false);
}

const Tensor& Tensor::neg_() const {
  neg_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
