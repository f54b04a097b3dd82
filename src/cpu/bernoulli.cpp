// bernoulli_(p) on CPU tensors: PyTorch 1.13's bernoulli_scalar kernel (its default, without MKL):
// each element in memory order takes a uniform double (two draws) and becomes u < p, 1 or 0 in the
// dtype.
#include "kernels/bernoulli.h"
#include "cpu/sampler_loops.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void bernoulli_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  visit_dtype(self.dtype(), "bernoulli_scalar_cpu_", [&]<class T>(TypeTag<T>) {
    if constexpr (!sampling::is_real_element<T>)
      raise_dtype_not_implemented("bernoulli_scalar_cpu_", self.dtype());  // (meta::bernoulli_check refused it)
    else
      sampling::fill_serially<T>(self, gen.state(), [&](detail::GeneratorState& s) {
        return sampler::bernoulli(sampling::uniform_double(s), p) ? 1.0 : 0.0;
      });
  });
}

}  // namespace opforge::cpu
