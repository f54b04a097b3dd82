// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named floor: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/floor.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/floor.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// floor(Tensor self) -> Tensor
constexpr uint64_t kFloorReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> floor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor floor_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("floor", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kFloorReject0Dtypes0)) dispatch::reject<RuntimeError>("floor is not supported for complex inputs");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "floor";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::floor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::floor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("floor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("floor", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "FloorBackward0", floor_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor floor(const Tensor& self) {
  return floor_stub(self, nullptr, false);
}

Tensor& floor_out(Tensor& out, const Tensor& self) {
  floor_stub(self, &out, false);
  return out;
}

Tensor Tensor::floor() const {
  return floor_stub(*this, nullptr, false);
}

const Tensor& Tensor::floor_() const {
  floor_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
