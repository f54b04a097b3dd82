// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named dot: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/dot.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/dot.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// dot(Tensor self, Tensor tensor) -> Tensor
constexpr dispatch::StructuredRule kDotRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "dot", "dot", PromotionKind::SameDtype, dispatch::OutCast::Exact, "result dtype {out} does not match input dtype {result}", false, false};
// The derivatives (ops.yaml): self: grad * conj(tensor); tensor: grad * conj(self).
std::vector<Tensor> dot_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& tensor = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, opforge::conj(tensor));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(grad, opforge::conj(self));
  return input_grads;
}

Tensor dot_stub(const Tensor& self, const Tensor& tensor, const Tensor* out) {
  const bool history = autograd::check_with_derivative("dot", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, tensor);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("dot", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(self, tensor);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(tensor);
  check_same_device(self.device(), tensor.device());
  const dispatch::ResultShape shape = meta::dot_shape(self, tensor);
  Tensor results[1];
  dispatch::structured_outputs(kDotRule, shape, {&self, &tensor}, aliasing.kernel_out(), false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::dot_kernel(self, tensor, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::dot_kernel(self, tensor, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("dot");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("dot", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "DotBackward0", dot_backward, {autograd::input_tensor(self), autograd::input_tensor(tensor)}, {.tensors = {self, tensor}}, false);
  }
  return written;
}

}  // namespace

Tensor dot(const Tensor& self, const Tensor& tensor) {
  return dot_stub(self, tensor, nullptr);
}

Tensor& dot_out(Tensor& out, const Tensor& self, const Tensor& tensor) {
  dot_stub(self, tensor, &out);
  return out;
}

Tensor Tensor::dot(const Tensor& tensor) const {
  return dot_stub(*this, tensor, nullptr);
}

}  // namespace opforge
