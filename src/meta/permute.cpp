// permute's geometry: self's dims in the order `dims` gives (each once, wrapped), their names with
// them (the stub).
#include <fmt/format.h>

#include "kernels/permute.h"
#include "opforge/small_vector.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry permute_geometry(const TensorBase& self, IntArrayRef dims) {
  const int64_t n = self.dim();
  OPFORGE_CHECK(static_cast<int64_t>(dims.size()) == n, RuntimeError,
                "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the "
                "desired ordering of dimensions i.e. input.dim() = {} is not equal to len(dims) = {}",
                n, dims.size());
  dispatch::ViewGeometry g;
  SmallVector<bool, 16> seen(dims.size(), false);
  for (const int64_t dim : dims) {
    const auto d = static_cast<size_t>(wrap_dim(dim, n));
    OPFORGE_CHECK(!seen[d], RuntimeError, "permute(): duplicate dims are not allowed.");
    seen[d] = true;
    g.sizes.push_back(self.sizes()[d]);
    g.strides.push_back(self.strides()[d]);
    g.source_dims.push_back(static_cast<int64_t>(d));
  }
  return g;
}

}  // namespace opforge::meta
