// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named normal: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/normal.h"

#include "dispatch/sampler.h"
#include "dispatch/stub_support.h"
#include "kernels/normal.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// normal(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
Tensor normal_stub(const Tensor& self, double mean, double std, std::optional<Generator> generator, const Tensor* out) {
  dispatch::check_device("normal", self.device(), true, true, true, "[cpu, cuda, meta]");
  static_cast<void>(out);  // &self: a sampler's only variant is in place
  meta::normal_check(self, mean, std);
  if (self.numel() == 0) return self;
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::normal_kernel(self, mean, std, generator);
      break;
    case DeviceType::CUDA:
      dispatch::sample_through_host(self, [&](const TensorBase& host) { cpu::normal_kernel(host, mean, std, generator); });
      break;
    case DeviceType::Meta:
      break;  // no data, and the generator keeps its state, as PyTorch's meta kernels
    default:
      dispatch::raise_device_not_supported("normal", self.device(), "cpu, cuda, meta");
  }
  return self;
}

}  // namespace

const Tensor& Tensor::normal_(double mean, double std, std::optional<Generator> generator) const {
  normal_stub(*this, mean, std, generator, this);
  return *this;
}

}  // namespace opforge
