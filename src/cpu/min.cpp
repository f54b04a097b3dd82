// min's CPU kernels (src/cpu/extremum.h).
#include "kernels/min.h"
#include "cpu/extremum.h"

namespace opforge::cpu {

void min_all_kernel(const Tensor& self, const Tensor& result) { extremum::all<false>(self, result, "min_all"); }

void min_dim_kernel(const Tensor& self, int64_t dim, bool /*keepdim*/, const Tensor& values, const Tensor& indices) {
  extremum::along_dim<false>(self, dim, values, indices, "min_cpu");
}

}  // namespace opforge::cpu
