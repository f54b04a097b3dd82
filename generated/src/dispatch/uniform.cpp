// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named uniform: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/uniform.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/uniform.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// uniform(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> uniform_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor uniform_stub(const Tensor& self, double from, double to, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("uniform", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("uniform", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::uniform_check(self, from, to);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::uniform_kernel(self, from, to, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::uniform_kernel(self, from, to, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("uniform");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("uniform", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "UniformBackward0", uniform_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

}  // namespace

const Tensor& Tensor::uniform_(double from, double to, std::optional<Generator> generator) const {
  uniform_stub(*this, from, to, generator, this);
  return *this;
}

}  // namespace opforge
