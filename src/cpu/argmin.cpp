// argmin's CPU kernel (iteration/extremum_kernels.h, on src/cpu/extremum.h's loop).
#include "kernels/argmin.h"
#include "cpu/extremum.h"
#include "iteration/extremum_kernels.h"

namespace opforge::cpu {

void argmin_kernel(const TensorBase& self, std::optional<int64_t> dim, bool /*keepdim*/, const TensorBase& result) {
  reduce::extremum::index_of<extremum::CpuReduction, false>(self, dim, result, "argmin_cpu");
}

}  // namespace opforge::cpu
