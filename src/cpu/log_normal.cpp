// log_normal_ on CPU tensors: PyTorch 1.13's log_normal_kernel: each element in memory order is
// exp of a normal sample of mean and std from normal_'s normal_distribution<double> (so a cached
// second normal of a pair is taken first, and one is left for the next sample).
#include <cmath>

#include "cpu/normal_sample.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"
#include "kernels/log_normal.h"

namespace opforge::cpu {

void log_normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  sampler::visit_real_sample_dtype(self.dtype(), "log_normal_cpu", [&]<class T>(TypeTag<T>) {
    sampling::sample_serially(self, gen.state(), [&](char* p, detail::GeneratorState& s) {
      sampler::store_double<T>(p, std::exp(normal_sample(s, mean, std)));
    });
  });
}

}  // namespace opforge::cpu
