// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named log_normal: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/log_normal.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/log_normal.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// log_normal(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> log_normal_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor log_normal_stub(const Tensor& self, double mean, double std, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("log_normal", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("log_normal", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::log_normal_check(self, mean, std);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::log_normal_kernel(self, mean, std, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::log_normal_kernel(self, mean, std, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("log_normal");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("log_normal", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "LogNormalBackward0", log_normal_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

}  // namespace

const Tensor& Tensor::log_normal_(double mean, double std, std::optional<Generator> generator) const {
  log_normal_stub(*this, mean, std, generator, this);
  return *this;
}

}  // namespace opforge
