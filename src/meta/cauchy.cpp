// cauchy_'s checks, PyTorch 1.13's: the dtypes its CPU kernel takes ("cauchy_cpu"); any median and
// sigma are taken.
#include "kernels/cauchy.h"
#include "meta/sampler_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void cauchy_check(const TensorBase& self, double /*median*/, double /*sigma*/) {
  check_sampled_dtype(self.dtype(), SampledDtypes{.reduced = true}, "cauchy_cpu");
}

}  // namespace opforge::meta
