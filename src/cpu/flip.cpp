// flip on the CPU: the stub has checked dims (meta::flip_shape) and made the result in self's
// layout; the gather reads self backwards along each of dims.
#include "kernels/flip.h"
#include "cpu/gather_loop.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu {

void flip_kernel(const TensorBase& self, IntArrayRef dims, const TensorBase& result) {
  run_gather(gather::plan_flip(result, self, dims), self.element_size());
}

}  // namespace opforge::cpu
