// narrow's geometry: length elements of dim from start (wrapped; start == size is a valid empty
// start), the other dims and every name unchanged.
#include <numeric>

#include "kernels/narrow.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry narrow_geometry(const TensorBase& self, int64_t dim, int64_t start, int64_t length) {
  OPFORGE_CHECK(self.dim() > 0, RuntimeError, "narrow() cannot be applied to a 0-dim tensor.");
  const auto d = static_cast<size_t>(wrap_dim(dim, self.dim()));
  const int64_t cur_size = self.sizes()[d];
  if (start != cur_size) start = wrap_dim(start, cur_size);
  OPFORGE_CHECK(length >= 0 && start <= cur_size - length, RuntimeError,
                "start ({}) + length ({}) exceeds dimension size ({}).", start, length, cur_size);
  dispatch::ViewGeometry g{DimVector(self.sizes()), DimVector(self.strides()), DimVector(self.sizes().size())};
  std::iota(g.source_dims.begin(), g.source_dims.end(), int64_t{0});
  g.sizes[d] = length;
  g.storage_offset = offset_of(self.storage_offset(), start, self.strides()[d]);
  return g;
}

}  // namespace opforge::meta
