// log_normal_'s checks, PyTorch 1.13's: its argument, then the dtypes its CPU kernel takes ("log_normal_cpu").
#include "kernels/log_normal.h"
#include "meta/sampler_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void log_normal_check(const TensorBase& self, double /*mean*/, double std) {
  OPFORGE_CHECK(std > 0.0, RuntimeError, "log_normal_ expects std > 0.0, but found std={:g}", std);
  check_sampled_dtype(self.dtype(), SampledDtypes{.reduced = true}, "log_normal_cpu");
}

}  // namespace opforge::meta
