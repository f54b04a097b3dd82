// as_strided's geometry: the sizes, strides and offset given, over self's storage. Arbitrary strides
// give the old names no meaning, so every dim is new and the result unnamed, as PyTorch's; the
// storage bounds are checked where every tensor's geometry is (TensorImpl::set_geometry).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "kernels/as_strided.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry as_strided_geometry(const TensorBase& self, IntArrayRef size, IntArrayRef stride,
                                           std::optional<int64_t> storage_offset) {
  OPFORGE_CHECK(size.size() == stride.size(), RuntimeError, "mismatch in length of strides and shape");
  for (const int64_t s : stride)
    OPFORGE_CHECK(s >= 0, RuntimeError,
                  "as_strided: Negative strides are not supported at the moment, got strides: [{}]",
                  fmt::join(stride, ", "));
  dispatch::ViewGeometry g{DimVector(size), DimVector(stride), DimVector(size.size(), dispatch::kNewDim)};
  g.storage_offset = storage_offset.value_or(self.storage_offset());
  return g;
}

}  // namespace opforge::meta
