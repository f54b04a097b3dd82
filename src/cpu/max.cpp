// max's CPU kernels (iteration/extremum_kernels.h, on src/cpu/extremum.h's loop).
#include "kernels/max.h"
#include "cpu/extremum.h"
#include "iteration/extremum_kernels.h"

namespace opforge::cpu {

void max_all_kernel(const TensorBase& self, const TensorBase& result) {
  reduce::extremum::all<extremum::CpuReduction, true>(self, result, "max_all");
}

void max_dim_kernel(const TensorBase& self, int64_t dim, bool /*keepdim*/, const TensorBase& values,
                    const TensorBase& indices) {
  reduce::extremum::along_dim<extremum::CpuReduction, true>(self, dim, values, indices, "max_cpu");
}

}  // namespace opforge::cpu
