// The dtype switch of the samplers but uniform_ and normal_ (which also take complex dtypes), for
// their CPU and CUDA kernels alike: f(TypeTag<T>{}) for bool, the integers and the floating dtypes
// (half and bfloat16 among them); NotImplementedError naming `kernel` for another dtype, which the
// op's meta check has refused before with PyTorch's text.
#pragma once

#include "iteration/sampler_math.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::sampler {

template <class F>
void visit_real_sample_dtype(ScalarType dtype, const char* kernel, F&& f) {
  visit_dtype(dtype, kernel, [&]<class T>(TypeTag<T>) {
    if constexpr (!is_real_sample<T>)
      raise_dtype_not_implemented(kernel, dtype);
    else
      f(TypeTag<T>{});
  });
}

}  // namespace opforge::sampler
