// split_with_sizes: PyTorch 1.13's composite, narrow views of self along dim of the listed sizes,
// which must be non-negative and add up to the dim's size (checked before any view is made, with
// PyTorch's messages; its slices never fail on the way). Names and geometry are narrow's.
#include "kernels/split_with_sizes.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "opforge/ops/narrow.h"
#include "opforge/tensor.h"

namespace opforge::composite {

std::vector<Tensor> split_with_sizes(const Tensor& self, IntArrayRef split_sizes, int64_t dim, const Tensor*) {
  OPFORGE_CHECK(self.dim() != 0, RuntimeError, "split expects at least a 1-dimensional tensor");
  const int64_t dim_size = self.size(dim);
  int64_t total = 0;
  for (int64_t length : split_sizes) {
    OPFORGE_CHECK(length >= 0, RuntimeError,
                  "split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes=[{}]",
                  fmt::join(split_sizes, ", "));
    total += length;
  }
  OPFORGE_CHECK(total == dim_size, RuntimeError,
                "split_with_sizes expects split_sizes to sum exactly to {} (input tensor's size at dimension {}), "
                "but got split_sizes=[{}]",
                dim_size, dim, fmt::join(split_sizes, ", "));
  std::vector<Tensor> views;
  views.reserve(split_sizes.size());
  int64_t start = 0;
  for (int64_t length : split_sizes) {
    views.push_back(opforge::narrow(self, dim, start, length));
    start += length;
  }
  return views;
}

}  // namespace opforge::composite
