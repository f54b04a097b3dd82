// cauchy_ on CPU tensors: PyTorch 1.13's cauchy_kernel: each element in memory order takes a
// uniform double (two draws) and becomes median + sigma * tan(pi * (u - 0.5)).
#include "kernels/cauchy.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"

namespace opforge::cpu {

void cauchy_kernel(const TensorBase& self, double median, double sigma, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  sampler::visit_real_sample_dtype(self.dtype(), "cauchy_cpu", [&]<class T>(TypeTag<T>) {
    sampling::sample_serially(self, gen.state(), sampler::CauchySample<T>{median, sigma});
  });
}

}  // namespace opforge::cpu
