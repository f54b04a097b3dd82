// squeeze's geometry: self without its dims of size 1 (all of them, or dim, which stays when its
// size is not 1). A zero-dim tensor accepts dims 0 and -1; other dims out of range raise wrap_dim's
// IndexError. The removed dims' names go with them (the stub).
#include "kernels/squeeze.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {
namespace {

// self without the dims for which drop(d) is true.
template <class Drop>
dispatch::ViewGeometry without_dims(const TensorBase& self, const Drop& drop) {
  dispatch::ViewGeometry g;
  for (size_t d = 0; d < self.sizes().size(); ++d) {
    if (drop(d)) continue;
    g.sizes.push_back(self.sizes()[d]);
    g.strides.push_back(self.strides()[d]);
    g.source_dims.push_back(static_cast<int64_t>(d));
  }
  return g;
}

}  // namespace

dispatch::ViewGeometry squeeze_geometry(const TensorBase& self) {
  return without_dims(self, [&](size_t d) { return self.sizes()[d] == 1; });
}

dispatch::ViewGeometry squeeze_geometry(const TensorBase& self, int64_t dim) {
  const auto target = static_cast<size_t>(wrap_dim(dim, self.dim()));
  return without_dims(self, [&](size_t d) { return d == target && self.sizes()[d] == 1; });
}

}  // namespace opforge::meta
