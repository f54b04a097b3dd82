// log_normal_ on CUDA tensors: exp of the first normal of one Box-Muller pair per element from its
// Philox draws (sampler_math.h's LogNormalPairSample).
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/log_normal.h"

namespace opforge::cuda {

void log_normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_real_sample_dtype(self.dtype(), "log_normal_cuda", [&]<class T>(TypeTag<T>) {
    sample_on_device(self, call, sampler::LogNormalPairSample<T>{mean, std});
  });
}

}  // namespace opforge::cuda
