// uniform_ on CPU tensors: PyTorch 1.13's uniform_kernel, draw for draw. Each component (a complex
// element's real part, then its imaginary part) takes one draw, or two for double, in memory order,
// and becomes iteration/sampler_math.h's uniform_real of the dtype (its UniformSample).
// meta::uniform_check has checked the dtype and the range.
#include "kernels/uniform.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"

namespace opforge::cpu {

void uniform_kernel(const TensorBase& self, double from, double to, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  detail::GeneratorState& state = gen.state();
  sampler::visit_uniform(self, from, to, "uniform_kernel_cpu",
                         [&](const auto& sample) { sampling::sample_serially(self, state, sample); });
}

}  // namespace opforge::cpu
