// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bernoulli: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bernoulli.h"

#include "dispatch/sampler.h"
#include "dispatch/stub_support.h"
#include "kernels/bernoulli.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// bernoulli.float(Tensor self, float p=0.5, *, Generator? generator=None) -> Tensor
Tensor bernoulli_float_stub(const Tensor& self, double p, std::optional<Generator> generator, const Tensor* out) {
  dispatch::check_device("bernoulli.float", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::bernoulli_check(self, p);
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::bernoulli_kernel(self, p, generator);
      break;
    case DeviceType::CUDA:
      dispatch::sample_through_host(self, [&](const TensorBase& host) { cpu::bernoulli_kernel(host, p, generator); });
      break;
    case DeviceType::Meta:
      break;  // no data, and the generator keeps its state, as PyTorch's meta kernels
    default:
      dispatch::raise_device_not_supported("bernoulli.float", self.device(), "cpu, cuda, meta");
  }
  return self;
}

}  // namespace

const Tensor& Tensor::bernoulli_(double p, std::optional<Generator> generator) const {
  bernoulli_float_stub(*this, p, generator, this);
  return *this;
}

}  // namespace opforge
