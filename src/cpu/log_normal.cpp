// log_normal_ on CPU tensors: PyTorch 1.13's log_normal_kernel: each element in memory order is
// exp of a normal sample of mean and std from normal_'s normal_distribution<double> (so a cached
// second normal of a pair is taken first, and one is left for the next sample).
#include <cmath>

#include "cpu/normal_sample.h"
#include "cpu/sampler_loops.h"
#include "kernels/log_normal.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void log_normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  visit_dtype(self.dtype(), "log_normal_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (!sampling::is_real_element<T>)
      raise_dtype_not_implemented("log_normal_cpu", self.dtype());  // (meta::log_normal_check refused it)
    else
      sampling::fill_serially<T>(self, gen.state(),
                                 [&](detail::GeneratorState& s) { return std::exp(normal_sample(s, mean, std)); });
  });
}

}  // namespace opforge::cpu
