// diagonal's geometry: the elements whose indices along dim1 and dim2 differ by offset (above the
// main diagonal for offset > 0), as a new last dim; dim1 and dim2 are removed with their names and
// the new dim is unnamed, or named outdim (the Dimname form, new_dim_names). An offset past the end
// gives an empty diagonal at self's own offset.
#include <algorithm>

#include "kernels/diagonal.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry diagonal_geometry(const TensorBase& self, int64_t offset, int64_t dim1, int64_t dim2) {
  const int64_t d1 = wrap_dim(dim1, self.dim());
  const int64_t d2 = wrap_dim(dim2, self.dim());
  OPFORGE_CHECK(d1 != d2, RuntimeError, "diagonal dimensions cannot be identical {}, {}", dim1, dim2);
  const int64_t size1 = self.size(d1), size2 = self.size(d2);
  const int64_t stride1 = self.stride(d1), stride2 = self.stride(d2);
  const int64_t length =
      std::max<int64_t>(offset >= 0 ? std::min(size1, size2 - offset) : std::min(size1 + offset, size2), 0);
  dispatch::ViewGeometry g;
  if (length > 0)
    g.storage_offset = offset >= 0 ? offset_of(self.storage_offset(), offset, stride2)
                                   : offset_of(self.storage_offset(), -offset, stride1);
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (d == d1 || d == d2) continue;
    g.sizes.push_back(self.size(d));
    g.strides.push_back(self.stride(d));
    g.source_dims.push_back(d);
  }
  int64_t joint_stride = 0;
  OPFORGE_CHECK(!__builtin_add_overflow(stride1, stride2, &joint_stride), RuntimeError,
                "diagonal: the stride {} + {} overflows int64", stride1, stride2);
  g.sizes.push_back(length);
  g.strides.push_back(joint_stride);
  g.source_dims.push_back(dispatch::kNewDim);
  return g;
}

dispatch::ViewGeometry diagonal_geometry(const TensorBase& self, [[maybe_unused]] Dimname outdim, Dimname dim1,
                                         Dimname dim2, int64_t offset) {
  return diagonal_geometry(self, offset, resolve_dim(self, dim1), resolve_dim(self, dim2));
}

}  // namespace opforge::meta
