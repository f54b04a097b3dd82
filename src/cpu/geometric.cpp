// geometric_ on CPU tensors: PyTorch 1.13's geometric_kernel: each element in memory order takes a
// uniform double (two draws) and becomes ceil(log(u) / log(1 - p)), the number of trials to the
// first success, converted to the dtype (integers too).
#include "kernels/geometric.h"
#include "cpu/sampler_loops.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void geometric_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  visit_dtype(self.dtype(), "geometric_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (!sampling::is_real_element<T>)
      raise_dtype_not_implemented("geometric_cpu", self.dtype());  // (meta::geometric_check refused it)
    else
      sampling::fill_serially<T>(self, gen.state(), [&](detail::GeneratorState& s) {
        return sampler::geometric(sampling::uniform_double(s), p);
      });
  });
}

}  // namespace opforge::cpu
