// scatter_add on CUDA: the stub has checked the arguments (meta::scatter_add_shape) and copied self
// into a new or out= result; the scatter (gather_loop.cu) adds atomically, skips an index out of
// range and reports it, raised here with the CPU kernel's text but without the index's value.
#include "cuda/kernels.h"
#include "iteration/gather_plan.h"
#include "kernels/scatter_add.h"

namespace opforge::cuda {

void scatter_add_kernel(const TensorBase& /*self*/, int64_t dim, const TensorBase& index, const TensorBase& src,
                        const TensorBase& result) {
  if (index.numel() == 0) return;
  const gather::Plan plan = gather::plan_scatter(result, dim, index, src);
  OPFORGE_CHECK(run_scatter_add(plan, result.dtype(), result.device()), RuntimeError,
                "index is out of bounds for dimension {} with size {}", dim, plan.indexed_size);
}

}  // namespace opforge::cuda
