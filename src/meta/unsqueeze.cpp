// unsqueeze's geometry: self with a new size-1 dim at dim (wrapped against dim() + 1), unnamed (the
// stub); its stride is the one PyTorch picks (size * stride of the dim after it, 1 at the end).
#include "kernels/unsqueeze.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry unsqueeze_geometry(const TensorBase& self, int64_t dim) {
  const auto d = static_cast<size_t>(wrap_dim(dim, self.dim() + 1));
  dispatch::ViewGeometry g{DimVector(self.sizes()), DimVector(self.strides()), DimVector()};
  for (int64_t i = 0; i < self.dim(); ++i) g.source_dims.push_back(i);
  const int64_t stride = d >= g.sizes.size() ? 1 : size1_stride(g.sizes[d], g.strides[d]);
  g.sizes.insert(g.sizes.begin() + static_cast<std::ptrdiff_t>(d), 1);
  g.strides.insert(g.strides.begin() + static_cast<std::ptrdiff_t>(d), stride);
  g.source_dims.insert(g.source_dims.begin() + static_cast<std::ptrdiff_t>(d), dispatch::kNewDim);
  return g;
}

}  // namespace opforge::meta
