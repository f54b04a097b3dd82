// geometric_ on CUDA tensors: the CPU kernel's element sampler (sampler_math.h's GeometricSample) on each
// element's Philox draws (cuda/sampler_launch.cuh).
#include "cuda/sampler_launch.cuh"
#include "iteration/sampler_dtypes.h"
#include "kernels/geometric.h"

namespace opforge::cuda {

void geometric_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator) {
  const detail::PhiloxCall call = philox_call(self, generator);
  sampler::visit_real_sample_dtype(self.dtype(), "geometric_cuda", [&]<class T>(TypeTag<T>) {
    sample_on_device(self, call, sampler::GeometricSample<T>{p});
  });
}

}  // namespace opforge::cuda
