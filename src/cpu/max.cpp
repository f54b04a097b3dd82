// max's CPU kernels (src/cpu/extremum.h).
#include "kernels/max.h"
#include "cpu/extremum.h"

namespace opforge::cpu {

void max_all_kernel(const Tensor& self, const Tensor& result) { extremum::all<true>(self, result, "max_all"); }

void max_dim_kernel(const Tensor& self, int64_t dim, bool /*keepdim*/, const Tensor& values, const Tensor& indices) {
  extremum::along_dim<true>(self, dim, values, indices, "max_cpu");
}

}  // namespace opforge::cpu
