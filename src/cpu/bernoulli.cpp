// bernoulli_(p) on CPU tensors: PyTorch 1.13's bernoulli_scalar kernel (its default, without MKL):
// each element in memory order takes a uniform double (two draws) and becomes u < p, 1 or 0 in the
// dtype.
#include "kernels/bernoulli.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"

namespace opforge::cpu {

void bernoulli_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  sampler::visit_real_sample_dtype(self.dtype(), "bernoulli_scalar_cpu_", [&]<class T>(TypeTag<T>) {
    sampling::sample_serially(self, gen.state(), sampler::BernoulliSample<T>{p});
  });
}

}  // namespace opforge::cpu
