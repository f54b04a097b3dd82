// geometric_'s checks, PyTorch 1.13's: its argument, then the dtypes its CPU kernel takes ("geometric_cpu").
#include "kernels/geometric.h"
#include "meta/sampler_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void geometric_check(const TensorBase& self, double p) {
  OPFORGE_CHECK(p > 0 && p < 1, RuntimeError, "geometric_ expects p to be in (0, 1), but got p={:g}", p);
  check_sampled_dtype(self.dtype(), SampledDtypes{.integers = true, .reduced = true}, "geometric_cpu");
}

}  // namespace opforge::meta
