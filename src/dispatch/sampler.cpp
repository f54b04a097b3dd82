#include "dispatch/sampler.h"

#include "opforge/factories.h"

namespace opforge::dispatch {

void sample_through_host(const Tensor& self, const std::function<void(const TensorBase&)>& sample) {
  const Tensor host = empty_like(self, TensorOptions(Device(DeviceType::CPU)));
  sample(host);
  self.copy_(host);
}

}  // namespace opforge::dispatch
