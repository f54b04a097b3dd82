// multinomial with replacement on CPU tensors: iteration/multinomial_rows.h's row function on each
// row of weights, in order.
#include "cpu/multinomial.h"

#include <cstdint>

#include "iteration/multinomial_rows.h"

namespace opforge::cpu {

void multinomial_rows(const TensorBase& weights, const TensorBase& uniforms, const TensorBase& cumulative,
                      const TensorBase& result) {
  const sampler::RowPlan plan = sampler::plan_rows(weights, result);
  sampler::visit_multinomial_dtype(weights.dtype(), [&]<class T>(TypeTag<T>) {
    const T* w = static_cast<const T*>(weights.data_ptr());
    T* cum = static_cast<T*>(cumulative.data_ptr());
    const double* u = static_cast<const double*>(uniforms.data_ptr());
    int64_t* out = static_cast<int64_t*>(result.data_ptr());
    for (int64_t i = 0; i < plan.rows; ++i) sampler::multinomial_row<T>(plan, i, w, cum, u, out);
  });
}

}  // namespace opforge::cpu
