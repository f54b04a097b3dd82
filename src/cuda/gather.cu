// gather on CUDA: the stub has checked dim, the index's dtype and shape (meta::gather_shape) and
// made the result; the gather (gather_loop.cu) skips an index out of range and reports it, raised
// here with the CPU kernel's text but without the index's value (PyTorch's CUDA kernel stops on a
// device-side assertion, which leaves the CUDA context unusable).
#include "cuda/kernels.h"
#include "iteration/gather_plan.h"
#include "kernels/gather.h"

namespace opforge::cuda {

void gather_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, bool /*sparse_grad*/,
                   const TensorBase& result) {
  if (index.numel() == 0) return;
  const gather::Plan plan = gather::plan_gather(result, self, dim, index);
  OPFORGE_CHECK(run_gather(plan, self.element_size(), self.device()), RuntimeError,
                "index is out of bounds for dimension {} with size {}", dim, plan.indexed_size);
}

}  // namespace opforge::cuda
