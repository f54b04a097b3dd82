// exponential_ on CPU tensors: PyTorch 1.13's exponential_kernel (its default, without MKL): each
// element in memory order takes a uniform double (two draws) and becomes -1 / lambda * log(1 - u).
#include "kernels/exponential.h"
#include "cpu/sampler_loops.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void exponential_kernel(const TensorBase& self, double lambd, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  visit_dtype(self.dtype(), "exponential_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (!sampling::is_real_element<T>)
      raise_dtype_not_implemented("exponential_cpu", self.dtype());  // (meta::exponential_check refused it)
    else
      sampling::fill_serially<T>(self, gen.state(), [&](detail::GeneratorState& s) {
        return sampler::exponential(sampling::uniform_double(s), lambd);
      });
  });
}

}  // namespace opforge::cpu
