// uniform_'s checks, in PyTorch 1.13's order: a floating dtype ("check_uniform_bounds" not
// implemented for 'Long', also for an empty tensor), from and to within the dtype ("from is out of
// bounds for c10::Half"), from <= to, and to - from within the dtype. A complex self samples its
// real view: the checks are of its real dtype.

#include <fmt/format.h>

#include "kernels/uniform.h"
#include "meta/sampler_checks.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void uniform_check(const TensorBase& self, double from, double to) {
  const ScalarType dtype = sampled_dtype(self.dtype());
  visit_dtype(dtype, "check_uniform_bounds", [&]<class T>(TypeTag<T>) {
    if constexpr (!is_sampled_type<T>) {
      raise_dtype_not_implemented("check_uniform_bounds", dtype);
    } else {
      constexpr double max = max_finite<T>();
      constexpr double lowest = -max;
      OPFORGE_CHECK(from >= lowest && from <= max, RuntimeError, "from is out of bounds for {}", type_meta_name(dtype));
      OPFORGE_CHECK(to >= lowest && to <= max, RuntimeError, "to is out of bounds for {}", type_meta_name(dtype));
      OPFORGE_CHECK(from <= to, RuntimeError,
                    "uniform_ expects to return a [from, to) range, but found from={:g} > to={:g}", from, to);
      OPFORGE_CHECK(to - from <= max, RuntimeError,
                    "uniform_ expects to-from <= std::numeric_limits<{}>::max(), but found to={:g} and from={:g} which "
                    "result in to-from to exceed the limit",
                    cpp_name(dtype), to, from);
    }
  });
}

}  // namespace opforge::meta
