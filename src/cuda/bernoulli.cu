// bernoulli_ on CUDA tensors: the CPU kernel's element sampler (sampler_math.h's BernoulliSample) on each
// element's Philox draws (cuda/sampler_launch.cuh).
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/bernoulli.h"

namespace opforge::cuda {

void bernoulli_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_real_sample_dtype(self.dtype(), "bernoulli_scalar_cuda_", [&]<class T>(TypeTag<T>) {
    sample_on_device(self, call, sampler::BernoulliSample<T>{p});
  });
}

}  // namespace opforge::cuda
