// random_ on CUDA tensors (its three forms): the CPU kernels' element samplers (sampler_math.h's
// RandomSample and RandomRangeSample) on each element's Philox draws (cuda/sampler_launch.cuh).
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/random.h"
#include "meta/random_range.h"

namespace opforge::cuda {

void random_kernel(const TensorBase& self, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_real_sample_dtype(self.dtype(), "random_kernel_cuda", [&]<class T>(TypeTag<T>) {
    sample_on_device(self, call, sampler::RandomSample<T>{});
  });
}

void random_from_kernel(const TensorBase& self, int64_t from, std::optional<int64_t> to,
                        const std::optional<Generator>& generator) {
  const meta::RandomRange r = meta::random_range(self.dtype(), from, to);
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_real_sample_dtype(self.dtype(), "random_from_to_kernel_cuda", [&]<class T>(TypeTag<T>) {
    sample_on_device(self, call, sampler::RandomRangeSample<T>{r.range, r.base});
  });
}

void random_to_kernel(const TensorBase& self, int64_t to, const std::optional<Generator>& generator) {
  random_from_kernel(self, 0, to, generator);
}

}  // namespace opforge::cuda
