// uniform_ on CUDA tensors: the CPU kernel's element sampler (sampler_math.h's UniformSample) on
// each element's Philox draws (cuda/sampler_launch.cuh). meta::uniform_check has checked the dtype
// and the range.
#include "cuda/sampler_launch.cuh"
#include "kernels/uniform.h"
#include "meta/sampler_checks.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void uniform_kernel(const TensorBase& self, double from, double to, const std::optional<Generator>& generator) {
  const ScalarType dtype = meta::sampled_dtype(self.dtype());
  const detail::PhiloxCall call = philox_call(self, generator);
  visit_dtype(dtype, "uniform_kernel_cuda", [&]<class T>(TypeTag<T>) {
    if constexpr (!meta::is_sampled_type<T>) {
      raise_dtype_not_implemented("uniform_kernel_cuda", dtype);
    } else {
      const T low = static_cast<T>(from);
      const T high = static_cast<T>(to);
      if (self.element_size() == sizeof(T))
        sample_on_device(self, call, sampler::UniformSample<T, 1>{low, high});
      else
        sample_on_device(self, call, sampler::UniformSample<T, 2>{low, high});
    }
  });
}

}  // namespace opforge::cuda
