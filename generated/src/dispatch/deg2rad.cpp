// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named deg2rad: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/deg2rad.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/deg2rad.h"
#include "opforge/name_inference.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// deg2rad(Tensor self) -> Tensor
constexpr uint64_t kDeg2radReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: grad * 0.017453292519943295.
std::vector<Tensor> deg2rad_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, Scalar(0.017453292519943295));
  return input_grads;
}

Tensor deg2rad_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("deg2rad", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kDeg2radReject0Dtypes0)) dispatch::reject<RuntimeError>("deg2rad is not supported for complex tensors.");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "deg2rad";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::deg2rad_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::deg2rad_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("deg2rad");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("deg2rad", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "Deg2radBackward0", deg2rad_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor deg2rad(const Tensor& self) {
  return deg2rad_stub(self, nullptr, false);
}

Tensor& deg2rad_out(Tensor& out, const Tensor& self) {
  deg2rad_stub(self, &out, false);
  return out;
}

Tensor Tensor::deg2rad() const {
  return deg2rad_stub(*this, nullptr, false);
}

const Tensor& Tensor::deg2rad_() const {
  deg2rad_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
