// scatter_add on the CPU: the stub has checked the arguments (meta::scatter_add_shape) and copied
// self into a new or out= result (`starts_from: self`); this checks the indices' values (PyTorch's
// CPU text), then adds src into the result (gather_loop.h), in index order along dim.
#include "kernels/scatter_add.h"
#include "cpu/gather_loop.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu {

void scatter_add_kernel(const TensorBase& /*self*/, int64_t dim, const TensorBase& index, const TensorBase& src,
                        const TensorBase& result) {
  if (index.numel() == 0) return;
  const gather::Plan plan = gather::plan_scatter(result, dim, index, src);
  check_index_bounds(index, dim, plan.indexed_size);
  run_scatter_add(plan, result.dtype());
}

}  // namespace opforge::cpu
