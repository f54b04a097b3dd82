// uniform_ on CPU tensors: PyTorch 1.13's uniform_kernel, draw for draw. Each component (a complex
// element's real part, then its imaginary part) takes one draw, or two for double, in memory order,
// and becomes iteration/sampler_math.h's uniform_real of the dtype (its UniformSample). meta::uniform_check has checked
// the dtype and the range.
#include "kernels/uniform.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_math.h"
#include "meta/sampler_checks.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void uniform_kernel(const TensorBase& self, double from, double to, const std::optional<Generator>& generator) {
  const ScalarType dtype = meta::sampled_dtype(self.dtype());
  const Generator gen = generator_or_default(generator);
  detail::GeneratorState& state = gen.state();
  visit_dtype(dtype, "uniform_kernel_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (!meta::is_sampled_type<T>) {
      raise_dtype_not_implemented("uniform_kernel_cpu", dtype);
    } else {
      const T low = static_cast<T>(from);
      const T high = static_cast<T>(to);
      if (self.element_size() == sizeof(T))
        sampling::sample_serially(self, state, sampler::UniformSample<T, 1>{low, high});
      else
        sampling::sample_serially(self, state, sampler::UniformSample<T, 2>{low, high});
    }
  });
}

}  // namespace opforge::cpu
