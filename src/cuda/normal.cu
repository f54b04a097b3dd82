// normal_ on CUDA tensors: one Box-Muller pair per element from its Philox draws
// (sampler_math.h's NormalPairSample), mean + std * its first normal; a complex element takes the
// pair, each part with standard deviation std / sqrt(2) as on the CPU. (The CPU kernel draws as
// PyTorch's: a cached second normal, sixteen at a time.)
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/normal.h"

namespace opforge::cuda {

void normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_normal(self, std, "normal_kernel_cuda", [&]<class T>(TypeTag<T>, double part_std) {
    if (self.is_complex())
      sample_on_device(self, call, sampler::NormalPairSample<T, 2>{mean, part_std});
    else
      sample_on_device(self, call, sampler::NormalPairSample<T, 1>{mean, part_std});
  });
}

}  // namespace opforge::cuda
