// index_select on CUDA: the stub has checked dim and the index's shape and dtype
// (meta::index_select_shape) and made the result; the gather (gather_loop.cu) skips an index out of
// range and reports it, raised here as IndexError "index out of range in self" (the CPU kernel's
// text: PyTorch's CUDA kernel stops on a device-side assertion, which leaves the CUDA context
// unusable).
#include "cuda/kernels.h"
#include "iteration/gather_plan.h"
#include "kernels/index_select.h"

namespace opforge::cuda {

void index_select_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& result) {
  const bool in_range =
      run_gather(gather::plan_index_select(result, self, dim, index), self.element_size(), self.device());
  OPFORGE_CHECK(in_range, IndexError, "index out of range in self");
}

}  // namespace opforge::cuda
