// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named geometric: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/geometric.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/geometric.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> geometric_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor geometric_stub(const Tensor& self, double p, std::optional<Generator> generator, const Tensor* out) {
  const bool history = autograd::check_with_derivative("geometric", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("geometric", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::geometric_check(self, p);
  if (!self.is_meta()) check_generator_device(generator, self.device());
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::geometric_kernel(self, p, generator);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::geometric_kernel(self, p, generator);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("geometric");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("geometric", self.device(), "[cpu, cuda, meta]");
  }
  if (history) [[unlikely]] {
    autograd::record_derived(self, "GeometricBackward0", geometric_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return self;
}

}  // namespace

const Tensor& Tensor::geometric_(double p, std::optional<Generator> generator) const {
  geometric_stub(*this, p, generator, this);
  return *this;
}

}  // namespace opforge
