// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named exp2: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/exp2.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/exp2.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// exp2(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: grad * conj(result) * 0.6931471805599453.
std::vector<Tensor> exp2_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& result = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(opforge::mul(grad, opforge::conj(result)), Scalar(0.6931471805599453));
  return input_grads;
}

Tensor exp2_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("exp2", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::exp2_" : out && !is_inplace ? "aten::exp2.out" : "aten::exp2", {dispatch::name_operand(self)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "exp2";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::exp2_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::exp2_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("exp2");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("exp2", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "Exp2Backward0", exp2_backward, {autograd::input_tensor(self)}, {.tensors = {result}, .result_written_in_place = is_inplace}, true);
  }
  return result;
}

}  // namespace

Tensor exp2(const Tensor& self) {
  return exp2_stub(self, nullptr, false);
}

Tensor& exp2_out(Tensor& out, const Tensor& self) {
  exp2_stub(self, &out, false);
  return out;
}

Tensor Tensor::exp2() const {
  return exp2_stub(*this, nullptr, false);
}

const Tensor& Tensor::exp2_() const {
  exp2_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
