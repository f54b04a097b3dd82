// argmax's CPU kernel (src/cpu/extremum.h).
#include "kernels/argmax.h"
#include "cpu/extremum.h"

namespace opforge::cpu {

void argmax_kernel(const Tensor& self, std::optional<int64_t> dim, bool /*keepdim*/, const Tensor& result) {
  extremum::index_of<true>(self, dim, result, "argmax_cpu");
}

}  // namespace opforge::cpu
