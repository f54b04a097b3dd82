// select's geometry: self at index (wrapped) along dim, that dim removed with its name (the stub).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <string>

#include "kernels/select.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry select_geometry(const TensorBase& self, int64_t dim, int64_t index) {
  OPFORGE_CHECK(self.dim() != 0, IndexError, "select() cannot be applied to a 0-dim tensor.");
  const auto d = static_cast<size_t>(wrap_dim(dim, self.dim()));
  const int64_t size = self.sizes()[d];
  if (index < -size || index >= size) {
    // PyTorch names the dim by its name where it has one.
    const DimnameVector* names = self.impl()->names();
    const bool named = names && !(*names)[d].is_wildcard();
    raise<IndexError>("select(): index {} out of range for tensor of size [{}] at dimension {}", index,
                      fmt::join(self.sizes(), ", "), named ? dimname_repr((*names)[d]) : std::to_string(d));
  }
  if (index < 0) index += size;
  dispatch::ViewGeometry g;
  for (size_t i = 0; i < self.sizes().size(); ++i) {
    if (i == d) continue;
    g.sizes.push_back(self.sizes()[i]);
    g.strides.push_back(self.strides()[i]);
    g.source_dims.push_back(static_cast<int64_t>(i));
  }
  g.storage_offset = offset_of(self.storage_offset(), index, self.strides()[d]);
  return g;
}

}  // namespace opforge::meta
