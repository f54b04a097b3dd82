// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named tan: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/tan.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/tan.h"
#include "opforge/name_inference.h"
#include "opforge/ops/add.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// tan(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: grad * conj(1 + result * result).
std::vector<Tensor> tan_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& result = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, opforge::conj(opforge::add(Scalar(int64_t{1}), opforge::mul(result, result))));
  return input_grads;
}

Tensor tan_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("tan", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "tan";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::tan_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::tan_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("tan");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("tan", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "TanBackward0", tan_backward, {autograd::input_tensor(self)}, {.tensors = {result}, .result_written_in_place = is_inplace}, true);
  }
  return result;
}

}  // namespace

Tensor tan(const Tensor& self) {
  return tan_stub(self, nullptr, false);
}

Tensor& tan_out(Tensor& out, const Tensor& self) {
  tan_stub(self, &out, false);
  return out;
}

Tensor Tensor::tan() const {
  return tan_stub(*this, nullptr, false);
}

const Tensor& Tensor::tan_() const {
  tan_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
