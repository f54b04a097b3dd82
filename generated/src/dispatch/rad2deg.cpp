// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named rad2deg: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/rad2deg.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/rad2deg.h"
#include "opforge/name_inference.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// rad2deg(Tensor self) -> Tensor
constexpr uint64_t kRad2degReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: grad * 57.29577951308232.
std::vector<Tensor> rad2deg_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, Scalar(57.29577951308232));
  return input_grads;
}

Tensor rad2deg_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("rad2deg", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kRad2degReject0Dtypes0)) dispatch::reject<RuntimeError>("rad2deg is not supported for complex tensors.");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "rad2deg";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::rad2deg_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::rad2deg_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("rad2deg");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("rad2deg", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "Rad2degBackward0", rad2deg_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor rad2deg(const Tensor& self) {
  return rad2deg_stub(self, nullptr, false);
}

Tensor& rad2deg_out(Tensor& out, const Tensor& self) {
  rad2deg_stub(self, &out, false);
  return out;
}

Tensor Tensor::rad2deg() const {
  return rad2deg_stub(*this, nullptr, false);
}

const Tensor& Tensor::rad2deg_() const {
  rad2deg_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
