// uniform_ on CUDA tensors: the CPU kernel's element sampler (sampler_math.h's UniformSample) on
// each element's Philox draws (cuda/sampler_launch.cuh). meta::uniform_check has checked the dtype
// and the range.
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/uniform.h"

namespace opforge::cuda {

void uniform_kernel(const TensorBase& self, double from, double to, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_uniform(self, from, to, "uniform_kernel_cuda",
                         [&](const auto& sample) { sample_on_device(self, call, sample); });
}

}  // namespace opforge::cuda
