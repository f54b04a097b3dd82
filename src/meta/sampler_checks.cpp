#include "meta/sampler_checks.h"

#include "opforge/dtype_dispatch.h"

namespace opforge::meta {

void check_sampled_dtype(ScalarType t, SampledDtypes allowed, std::string_view kernel) {
  check_tensor_dtype(t);
  if (!is_sampled_dtype(t, allowed)) raise_dtype_not_implemented(kernel, t);
}

}  // namespace opforge::meta
