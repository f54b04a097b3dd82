// cauchy_ on CUDA tensors: the CPU kernel's element sampler (sampler_math.h's CauchySample) on each
// element's Philox draws (cuda/sampler_launch.cuh).
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/cauchy.h"

namespace opforge::cuda {

void cauchy_kernel(const TensorBase& self, double median, double sigma, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_real_sample_dtype(self.dtype(), "cauchy_cuda", [&]<class T>(TypeTag<T>) {
    sample_on_device(self, call, sampler::CauchySample<T>{median, sigma});
  });
}

}  // namespace opforge::cuda
