// argmax's CPU kernel (iteration/extremum_kernels.h, on src/cpu/extremum.h's loop).
#include "kernels/argmax.h"
#include "cpu/extremum.h"
#include "iteration/extremum_kernels.h"

namespace opforge::cpu {

void argmax_kernel(const TensorBase& self, std::optional<int64_t> dim, bool /*keepdim*/, const TensorBase& result) {
  reduce::extremum::index_of<extremum::CpuReduction, true>(self, dim, result, "argmax_cpu");
}

}  // namespace opforge::cpu
