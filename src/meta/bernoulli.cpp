// bernoulli_'s checks, PyTorch 1.13's: its argument, then the dtypes its CPU kernel takes ("bernoulli_scalar_cpu_").
#include "kernels/bernoulli.h"
#include "meta/sampler_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void bernoulli_check(const TensorBase& self, double p) {
  OPFORGE_CHECK(p >= 0 && p <= 1, RuntimeError, "bernoulli_ expects p to be in [0, 1], but got p={:g}", p);
  check_sampled_dtype(self.dtype(), SampledDtypes{.integers = true, .boolean = true}, "bernoulli_scalar_cpu_");
}

}  // namespace opforge::meta
