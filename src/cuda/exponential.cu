// exponential_ on CUDA tensors: the CPU kernel's element sampler (sampler_math.h's ExponentialSample) on each
// element's Philox draws (cuda/sampler_launch.cuh).
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/exponential.h"

namespace opforge::cuda {

void exponential_kernel(const TensorBase& self, double lambd, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_real_sample_dtype(self.dtype(), "exponential_cuda", [&]<class T>(TypeTag<T>) {
    sample_on_device(self, call, sampler::ExponentialSample<T>{lambd});
  });
}

}  // namespace opforge::cuda
