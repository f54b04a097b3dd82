// transpose's geometry: self with dims dim0 and dim1 swapped (their sizes, strides and, by the
// stub, names). A zero-dim tensor accepts dims 0 and -1 and stays as it is; other dims out of range
// raise wrap_dim's IndexError.
#include <numeric>
#include <utility>

#include "kernels/transpose.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry transpose_geometry(const TensorBase& self, int64_t dim0, int64_t dim1) {
  const auto a = static_cast<size_t>(wrap_dim(dim0, self.dim()));
  const auto b = static_cast<size_t>(wrap_dim(dim1, self.dim()));
  dispatch::ViewGeometry g{DimVector(self.sizes()), DimVector(self.strides()), DimVector(self.sizes().size())};
  std::iota(g.source_dims.begin(), g.source_dims.end(), int64_t{0});
  if (self.dim() == 0) return g;
  std::swap(g.sizes[a], g.sizes[b]);
  std::swap(g.strides[a], g.strides[b]);
  std::swap(g.source_dims[a], g.source_dims[b]);
  return g;
}

}  // namespace opforge::meta
