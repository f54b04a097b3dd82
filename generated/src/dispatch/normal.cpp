// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named normal: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/normal.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/factory.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/normal.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// normal(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> normal_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor normal_stub(const Tensor& self, double mean, double std, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("normal", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("normal", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::normal_check(self, mean, std);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::normal_kernel(self, mean, std, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::normal_kernel(self, mean, std, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("normal");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("normal", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "NormalBackward0", normal_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

// normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): mean: zeros_like(grad); std: zeros_like(grad).
std::vector<Tensor> normal_Tensor_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  if (saved.needs_grad(1)) input_grads[1] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor normal_Tensor_Tensor_stub(const Tensor& mean, const Tensor& std, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("normal", out ? autograd::CallForm::out : autograd::CallForm::function, out, mean, std);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("normal.Tensor_Tensor", mean.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(mean, std);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(mean);
  aliasing.input(std);
  Tensor result = composite::normal_tensor_tensor(mean, std, generator, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NormalBackward0", normal_Tensor_Tensor_backward, {autograd::input_tensor(mean), autograd::input_tensor(std)}, {}, false);
  }
  return result;
}

// normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor
Tensor normal_Tensor_float_stub(const Tensor& mean, double std, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("normal", out ? autograd::CallForm::out : autograd::CallForm::function, out, mean);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("normal.Tensor_float", mean.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(mean);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(mean);
  Tensor result = composite::normal_tensor_float(mean, std, generator, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NormalBackward0", normal_backward, {autograd::input_tensor(mean)}, {}, false);
  }
  return result;
}

// normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor
Tensor normal_float_Tensor_stub(double mean, const Tensor& std, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("normal", out ? autograd::CallForm::out : autograd::CallForm::function, out, std);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("normal.float_Tensor", std.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(std);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(std);
  Tensor result = composite::normal_float_tensor(mean, std, generator, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NormalBackward0", normal_backward, {autograd::input_tensor(std)}, {}, false);
  }
  return result;
}

// normal.float_float(float mean, float std, int[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor normal_float_float_stub(double mean, double std, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), "normal_kernel_cpu", "normal_kernel_cuda", options, out);
  Tensor result = dispatch::factory_result(size, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::normal_float_float(result, mean, std, generator);
  return result;
}

}  // namespace

const Tensor& Tensor::normal_(double mean, double std, std::optional<Generator> generator) const {
  normal_stub(*this, mean, std, generator, this);
  return *this;
}

Tensor normal(const Tensor& mean, const Tensor& std, std::optional<Generator> generator) {
  return normal_Tensor_Tensor_stub(mean, std, generator, nullptr);
}

Tensor& normal_out(Tensor& out, const Tensor& mean, const Tensor& std, std::optional<Generator> generator) {
  normal_Tensor_Tensor_stub(mean, std, generator, &out);
  return out;
}

Tensor normal(const Tensor& mean, double std, std::optional<Generator> generator) {
  return normal_Tensor_float_stub(mean, std, generator, nullptr);
}

Tensor& normal_out(Tensor& out, const Tensor& mean, double std, std::optional<Generator> generator) {
  normal_Tensor_float_stub(mean, std, generator, &out);
  return out;
}

Tensor normal(double mean, const Tensor& std, std::optional<Generator> generator) {
  return normal_float_Tensor_stub(mean, std, generator, nullptr);
}

Tensor& normal_out(Tensor& out, double mean, const Tensor& std, std::optional<Generator> generator) {
  normal_float_Tensor_stub(mean, std, generator, &out);
  return out;
}

Tensor normal(double mean, double std, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return normal_float_float_stub(mean, std, size, generator, dtype, layout, device, pin_memory, nullptr);
}

Tensor& normal_out(Tensor& out, double mean, double std, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  normal_float_float_stub(mean, std, size, generator, dtype, layout, device, pin_memory, &out);
  return out;
}

}  // namespace opforge
