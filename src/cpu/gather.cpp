// gather on the CPU: the stub has wrapped dim (ops.yaml `wraps`), checked the index's dtype and shape (meta::gather_shape) and
// made the result of the index's sizes; this checks the indices' values (PyTorch's CPU text), then
// gathers (gather_loop.h).
#include "kernels/gather.h"
#include "cpu/gather_loop.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu {

void gather_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, bool /*sparse_grad*/,
                   const TensorBase& result) {
  if (index.numel() == 0) return;
  const gather::Plan plan = gather::plan_gather(result, self, dim, index);
  check_index_bounds(index, dim, plan.indexed_size);
  run_gather(plan, self.element_size());
}

}  // namespace opforge::cpu
