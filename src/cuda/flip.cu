// flip on CUDA: the stub has checked dims (meta::flip_shape) and made the result in self's layout;
// the gather (gather_loop.cu) reads self backwards along each of dims.
#include "cuda/kernels.h"
#include "iteration/gather_plan.h"
#include "kernels/flip.h"

namespace opforge::cuda {

void flip_kernel(const TensorBase& self, IntArrayRef dims, const TensorBase& result) {
  (void)run_gather(gather::plan_flip(result, self, dims), self.element_size(), self.device());
}

}  // namespace opforge::cuda
