// cauchy_ on CPU tensors: PyTorch 1.13's cauchy_kernel: each element in memory order takes a
// uniform double (two draws) and becomes median + sigma * tan(pi * (u - 0.5)).
#include "kernels/cauchy.h"
#include "cpu/sampler_loops.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void cauchy_kernel(const TensorBase& self, double median, double sigma, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  visit_dtype(self.dtype(), "cauchy_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (!sampling::is_real_element<T>)
      raise_dtype_not_implemented("cauchy_cpu", self.dtype());  // (meta::cauchy_check refused it)
    else
      sampling::fill_serially<T>(self, gen.state(), [&](detail::GeneratorState& s) {
        return sampler::cauchy(sampling::uniform_double(s), median, sigma);
      });
  });
}

}  // namespace opforge::cpu
