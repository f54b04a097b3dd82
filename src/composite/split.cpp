// split: PyTorch 1.13's composite. split.Tensor cuts self along dim into narrow views of split_size
// elements (the last takes what is left), split.sizes is split_with_sizes. The views' names and
// geometry are narrow's (its ops.yaml entry).
#include "kernels/split.h"

#include <algorithm>

#include "opforge/ops/narrow.h"
#include "opforge/ops/split_with_sizes.h"
#include "opforge/tensor.h"

namespace opforge::composite {

std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim, const Tensor*) {
  OPFORGE_CHECK(self.dim() != 0, RuntimeError, "split expects at least a 1-dimensional tensor");
  OPFORGE_CHECK(split_size >= 0, RuntimeError, "split expects split_size be non-negative, but got split_size={}",
                split_size);
  const int64_t dim_size = self.size(dim);
  OPFORGE_CHECK(split_size > 0 || dim_size == 0, RuntimeError,
                "split_size can only be 0 if dimension size is 0, but got dimension size of {}", dim_size);
  // A size-0 dim split by 0 is one empty piece; a split_size past the dim's size, one whole piece.
  const int64_t pieces = split_size == 0 ? 1 : std::max<int64_t>((dim_size + split_size - 1) / split_size, 1);
  const int64_t last = split_size - (split_size * pieces - dim_size);
  std::vector<Tensor> views;
  views.reserve(static_cast<size_t>(pieces));
  for (int64_t i = 0; i < pieces; ++i)
    views.push_back(opforge::narrow(self, dim, i * split_size, i < pieces - 1 ? split_size : last));
  return views;
}

std::vector<Tensor> split_sizes(const Tensor& self, IntArrayRef split_size, int64_t dim, const Tensor*) {
  return opforge::split_with_sizes(self, split_size, dim);
}

}  // namespace opforge::composite
