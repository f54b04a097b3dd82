// argmin's CPU kernel (src/cpu/extremum.h).
#include "kernels/argmin.h"
#include "cpu/extremum.h"

namespace opforge::cpu {

void argmin_kernel(const Tensor& self, std::optional<int64_t> dim, bool /*keepdim*/, const Tensor& result) {
  extremum::index_of<false>(self, dim, result, "argmin_cpu");
}

}  // namespace opforge::cpu
