// exponential_'s checks, PyTorch 1.13's: its argument, then the dtypes its CPU kernel takes ("exponential_cpu").
#include "kernels/exponential.h"
#include "meta/sampler_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void exponential_check(const TensorBase& self, double lambd) {
  OPFORGE_CHECK(lambd >= 0.0, RuntimeError, "exponential_ expects lambda >= 0.0, but found lambda={:g}", lambd);
  check_sampled_dtype(self.dtype(), SampledDtypes{.reduced = true}, "exponential_cpu");
}

}  // namespace opforge::meta
