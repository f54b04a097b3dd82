// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bernoulli: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bernoulli.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/bernoulli.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// bernoulli.float(Tensor self, float p=0.5, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> bernoulli_float_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor bernoulli_float_stub(const Tensor& self, double p, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("bernoulli", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("bernoulli.float", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::bernoulli_check(self, p);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::bernoulli_kernel(self, p, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::bernoulli_kernel(self, p, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("bernoulli.float");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("bernoulli.float", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "BernoulliBackward0", bernoulli_float_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

// bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor
constexpr uint64_t kBernoulliTensorReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Half, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kBernoulliTensorReject1Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: zeros_like(grad); p: zeros_like(grad).
std::vector<Tensor> bernoulli_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  if (saved.needs_grad(1)) input_grads[1] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor bernoulli_Tensor_stub(const Tensor& self, const Tensor& p, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("bernoulli", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, p);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("bernoulli.Tensor", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kBernoulliTensorReject0Dtypes0)) dispatch::reject<NotImplementedError>("\"bernoulli_tensor_cpu_self_\" not implemented for '{self}'", {{"self", dispatch::operand_dtype(self)}});
  if (dispatch::dtype_in(dispatch::operand_dtype(p), kBernoulliTensorReject1Dtypes0)) dispatch::reject<NotImplementedError>("\"bernoulli_tensor_cpu_p_\" not implemented for '{p}'", {{"p", dispatch::operand_dtype(p)}});
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::bernoulli_tensor(self, p, generator, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "BernoulliBackward0", bernoulli_Tensor_backward, {autograd::input_tensor(self), autograd::input_tensor(p)}, {}, false);
  }
  return result;
}

// bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
Tensor bernoulli_stub(const Tensor& self, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("bernoulli", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("bernoulli", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::bernoulli(self, generator, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "BernoulliBackward0", bernoulli_float_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

// bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor
Tensor bernoulli_p_stub(const Tensor& self, double p, std::optional<Generator> generator, const Tensor* out) {
  autograd::check_without_derivative("bernoulli", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("bernoulli.p", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::bernoulli_p(self, p, generator, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

const Tensor& Tensor::bernoulli_(double p, std::optional<Generator> generator) const {
  bernoulli_float_stub(*this, p, generator, this);
  return *this;
}

const Tensor& Tensor::bernoulli_(const Tensor& p, std::optional<Generator> generator) const {
  bernoulli_Tensor_stub(*this, p, generator, this);
  return *this;
}

Tensor bernoulli(const Tensor& self, std::optional<Generator> generator) {
  return bernoulli_stub(self, generator, nullptr);
}

Tensor& bernoulli_out(Tensor& out, const Tensor& self, std::optional<Generator> generator) {
  bernoulli_stub(self, generator, &out);
  return out;
}

Tensor Tensor::bernoulli(std::optional<Generator> generator) const {
  return bernoulli_stub(*this, generator, nullptr);
}

Tensor bernoulli(const Tensor& self, double p, std::optional<Generator> generator) {
  return bernoulli_p_stub(self, p, generator, nullptr);
}

Tensor Tensor::bernoulli(double p, std::optional<Generator> generator) const {
  return bernoulli_p_stub(*this, p, generator, nullptr);
}

}  // namespace opforge
