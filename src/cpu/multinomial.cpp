// multinomial with replacement on CPU tensors: iteration/multinomial_rows.h's row function on each
// row of weights, in order.
#include "cpu/multinomial.h"

#include <cstdint>
#include <type_traits>

#include "iteration/multinomial_rows.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void multinomial_rows(const TensorBase& weights, const TensorBase& uniforms, const TensorBase& cumulative,
                      const TensorBase& result) {
  const bool matrix = weights.dim() == 2;
  const int64_t rows = matrix ? weights.size(0) : 1;
  const int64_t categories = weights.size(-1);
  const int64_t samples = result.size(-1);
  const int64_t weight_row = matrix ? weights.stride(0) : 0;
  const int64_t result_row = matrix ? result.stride(0) : 0;
  visit_dtype(weights.dtype(), "multinomial", [&]<class T>(TypeTag<T>) {
    if constexpr (!sampler::is_real_sample<T> || std::is_integral_v<T>) {
      raise_dtype_not_implemented("multinomial", weights.dtype());  // (the stub refused it)
    } else {
      const T* w = static_cast<const T*>(weights.data_ptr());
      T* cum = static_cast<T*>(cumulative.data_ptr());
      const double* u = static_cast<const double*>(uniforms.data_ptr());
      int64_t* out = static_cast<int64_t*>(result.data_ptr());
      for (int64_t i = 0; i < rows; ++i)
        sampler::multinomial_row<T>(w + i * weight_row, weights.stride(-1), categories, cum + i * categories,
                                    u + i * samples, samples, out + i * result_row, result.stride(-1));
    }
  });
}

}  // namespace opforge::cpu
