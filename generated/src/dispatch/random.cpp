// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named random: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/random.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/random.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// random(Tensor self, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> random_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor random_stub(const Tensor& self, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("random", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("random", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::random_check(self);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::random_kernel(self, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::random_kernel(self, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("random");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("random", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "RandomBackward0", random_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

// random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor
Tensor random_from_stub(const Tensor& self, int64_t from, std::optional<int64_t> to, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("random", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("random.from", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::random_from_check(self, from, to);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::random_from_kernel(self, from, to, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::random_from_kernel(self, from, to, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("random.from");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("random.from", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "RandomBackward0", random_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

// random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor
Tensor random_to_stub(const Tensor& self, int64_t to, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("random", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("random.to", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::random_to_check(self, to);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::random_to_kernel(self, to, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::random_to_kernel(self, to, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("random.to");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("random.to", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "RandomBackward0", random_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

}  // namespace

const Tensor& Tensor::random_(std::optional<Generator> generator) const {
  random_stub(*this, generator, this);
  return *this;
}

const Tensor& Tensor::random_(int64_t from, std::optional<int64_t> to, std::optional<Generator> generator) const {
  random_from_stub(*this, from, to, generator, this);
  return *this;
}

const Tensor& Tensor::random_(int64_t to, std::optional<Generator> generator) const {
  random_to_stub(*this, to, generator, this);
  return *this;
}

}  // namespace opforge
