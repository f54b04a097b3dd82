// normal_ on CUDA tensors: one Box-Muller pair per element from its Philox draws
// (sampler_math.h's NormalPairSample), mean + std * its first normal; a complex element takes the
// pair, each part with standard deviation std / sqrt(2) as on the CPU. (The CPU kernel draws as
// PyTorch's: a cached second normal, sixteen at a time.)
#include "cuda/sampler_launch.cuh"
#include "kernels/normal.h"
#include "meta/sampler_checks.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator) {
  const ScalarType dtype = meta::sampled_dtype(self.dtype());
  const detail::PhiloxCall call = philox_call(self, generator);
  visit_dtype(dtype, "normal_kernel_cuda", [&]<class T>(TypeTag<T>) {
    if constexpr (!meta::is_sampled_type<T>) {
      raise_dtype_not_implemented("normal_kernel_cuda", dtype);
    } else if (self.is_complex()) {
      sample_on_device(self, call, sampler::NormalPairSample<T, 2>{mean, sampler::part_std(std, true)});
    } else {
      sample_on_device(self, call, sampler::NormalPairSample<T, 1>{mean, std});
    }
  });
}

}  // namespace opforge::cuda
