// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named exponential: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/exponential.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/exponential.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// exponential(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> exponential_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor exponential_stub(const Tensor& self, double lambd, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("exponential", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("exponential", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::exponential_check(self, lambd);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::exponential_kernel(self, lambd, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::exponential_kernel(self, lambd, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("exponential");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("exponential", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "ExponentialBackward0", exponential_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

}  // namespace

const Tensor& Tensor::exponential_(double lambd, std::optional<Generator> generator) const {
  exponential_stub(*this, lambd, generator, this);
  return *this;
}

}  // namespace opforge
