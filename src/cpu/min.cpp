// min's CPU kernels (iteration/extremum_kernels.h, on src/cpu/extremum.h's loop).
#include "kernels/min.h"
#include "cpu/extremum.h"
#include "iteration/extremum_kernels.h"

namespace opforge::cpu {

void min_all_kernel(const TensorBase& self, const TensorBase& result) {
  reduce::extremum::all<extremum::CpuReduction, false>(self, result, "min_all");
}

void min_dim_kernel(const TensorBase& self, int64_t dim, bool /*keepdim*/, const TensorBase& values,
                    const TensorBase& indices) {
  reduce::extremum::along_dim<extremum::CpuReduction, false>(self, dim, values, indices, "min_cpu");
}

}  // namespace opforge::cpu
