// index_select on the CPU: the stub has wrapped dim (ops.yaml `wraps`), checked the index's shape and dtype
// (meta::index_select_shape) and made the result; this checks the indices' values, as PyTorch
// 1.13's CPU kernel does on each of its paths, then gathers.
//   - self of 2 dims and more: nothing to check without indices. A self without elements takes only
//     indices below dim's size, which must not be 0 (RuntimeError "index_select(): self indexing
//     axis dim should be positive"); PyTorch's path for dim 1 into a contiguous result checks them
//     all first (RuntimeError "INDICES element is out of DATA bounds, id=3 axis_dim=3"), and so
//     does the one for a self without elements; its other path raises IndexError "index out of
//     range in self" at the first bad one.
//   - self of 1 dim or none: IndexError "index out of range in self", the bound being self's numel.
#include "kernels/index_select.h"
#include "cpu/gather_loop.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu {
namespace {

// The first index outside [0, bound), if any.
std::optional<int64_t> first_out_of_range(const TensorBase& index, int64_t bound) {
  const int64_t n = index.numel();
  const int64_t stride = index.dim() == 0 ? 0 : index.strides()[0];
  const auto find = [&]<class Index>(const Index* data) -> std::optional<int64_t> {
    for (int64_t i = 0; i < n; ++i) {
      const auto v = static_cast<int64_t>(data[i * stride]);
      if (v < 0 || v >= bound) return v;
    }
    return std::nullopt;
  };
  return index.dtype() == kInt ? find(index.data_ptr<int32_t>()) : find(index.data_ptr<int64_t>());
}

void check_indices(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& result) {
  if (self.dim() <= 1) {
    OPFORGE_CHECK(!first_out_of_range(index, self.numel()), IndexError, "index out of range in self");
    return;
  }
  if (index.numel() == 0) return;
  const int64_t axis = self.sizes()[static_cast<size_t>(dim)];
  if (self.numel() == 0)
    OPFORGE_CHECK(axis > 0, RuntimeError, "index_select(): self indexing axis dim should be positive");
  if (self.numel() == 0 || (dim == 1 && result.is_contiguous())) {
    const std::optional<int64_t> bad = first_out_of_range(index, axis);
    OPFORGE_CHECK(!bad, RuntimeError, "INDICES element is out of DATA bounds, id={} axis_dim={}", bad.value_or(0),
                  axis);
    return;
  }
  OPFORGE_CHECK(!first_out_of_range(index, axis), IndexError, "index out of range in self");
}

}  // namespace

void index_select_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& result) {
  check_indices(self, dim, index, result);
  run_gather(gather::plan_index_select(result, self, dim, index), self.element_size());
}

}  // namespace opforge::cpu
