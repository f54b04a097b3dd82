// chunk: PyTorch 1.13's composite, split by ceil(size / chunks) elements, so that there may be
// fewer than `chunks` pieces (5 elements in 4 chunks are 2, 2, 1). A size-0 dim gives `chunks`
// empty pieces, which split by 0 would not.
#include "kernels/chunk.h"

#include "opforge/ops/split.h"
#include "opforge/ops/split_with_sizes.h"
#include "opforge/tensor.h"

namespace opforge::composite {

std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim, const Tensor*) {
  OPFORGE_CHECK(self.dim() > 0, RuntimeError, "chunk expects at least a 1-dimensional tensor");
  OPFORGE_CHECK(chunks > 0, RuntimeError, "chunk expects `chunks` to be greater than 0, got: {}", chunks);
  const int64_t dim_size = self.size(dim);
  const int64_t split_size = (dim_size + chunks - 1) / chunks;
  if (dim_size == 0) {
    const std::vector<int64_t> empty_pieces(static_cast<size_t>(chunks), 0);
    return opforge::split_with_sizes(self, empty_pieces, dim);
  }
  return opforge::split(self, split_size, dim);
}

}  // namespace opforge::composite
