// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named relu: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/relu.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/relu.h"
#include "opforge/name_inference.h"
#include "opforge/ops/le.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// relu(Tensor self) -> Tensor
constexpr uint64_t kReluReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool});
constexpr uint64_t kReluReject1Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: result <= 0 ? 0 : grad.
std::vector<Tensor> relu_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& result = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::le(result, Scalar(int64_t{0})), Scalar(int64_t{0}), grad);
  return input_grads;
}

Tensor relu_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("relu", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kReluReject0Dtypes0)) dispatch::reject<RuntimeError>("Boolean inputs not supported for relu");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kReluReject1Dtypes0)) dispatch::reject<RuntimeError>("clamp is not supported for complex types");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "relu";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::relu_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::relu_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("relu");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("relu", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ReluBackward0", relu_backward, {autograd::input_tensor(self)}, {.tensors = {result}, .result_written_in_place = is_inplace}, true);
  }
  return result;
}

}  // namespace

Tensor relu(const Tensor& self) {
  return relu_stub(self, nullptr, false);
}

Tensor Tensor::relu() const {
  return relu_stub(*this, nullptr, false);
}

const Tensor& Tensor::relu_() const {
  relu_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
