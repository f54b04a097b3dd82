// normal_'s checks: std >= 0 ("normal expects std >= 0.0, but found std -1"), then a floating dtype
// ("normal_kernel_cpu" not implemented for 'Long', also for an empty tensor). A complex self samples
// its real view.
#include "kernels/normal.h"
#include "meta/sampler_checks.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void normal_check(const TensorBase& self, double /*mean*/, double std) {
  OPFORGE_CHECK(std >= 0.0, RuntimeError, "normal expects std >= 0.0, but found std {:g}", std);
  const ScalarType dtype = sampled_dtype(self.dtype());
  visit_dtype(dtype, "normal_kernel_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (!is_sampled_type<T>) raise_dtype_not_implemented("normal_kernel_cpu", dtype);
  });
}

}  // namespace opforge::meta
