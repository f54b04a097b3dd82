// unflatten's geometries: dim split into `sizes` (one -1 inferred), always a view. The new dims are
// unnamed, or named `names` (the stub, new_dim_names); the int form refuses a named self with
// PyTorch's own text (names: custom), and every error is worded as PyTorch's unflatten words it.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "kernels/unflatten.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {
namespace {

void check_sizes_given(IntArrayRef sizes) {
  OPFORGE_CHECK(!sizes.empty(), RuntimeError, "unflatten: sizes must be non-empty");
}

dispatch::ViewGeometry split_dim(const TensorBase& self, int64_t dim, IntArrayRef sizes) {
  const int64_t dim_size = self.size(dim);
  DimVector inferred;
  const ShapeError error = infer_shape(sizes, dim_size, inferred);
  // PyTorch rewords only the errors its infer_size raised as std::runtime_error.
  OPFORGE_CHECK(error != ShapeError::TwoInferred, RuntimeError,
                "unflatten got an unexpected error:\nonly one dimension can be inferred");
  if (error == ShapeError::WrongNumel) {
    if (const DimnameVector* own = self.impl()->names())
      raise<RuntimeError>(
          "unflatten: Provided sizes [{}] don't multiply up to the size of dim {} ('{}': {}) in Tensor{}",
          fmt::join(sizes, ", "), dim, (*own)[static_cast<size_t>(dim)], dim_size, names_repr(*own));
    raise<RuntimeError>(
        "unflatten: Provided sizes [{}] don't multiply up to the size of dim {} ({}) in the input tensor",
        fmt::join(sizes, ", "), dim, dim_size);
  }
  if (error != ShapeError::None) raise_shape_error(error, sizes, dim_size);
  const IntArrayRef old_sizes = self.sizes();
  DimVector shape(old_sizes.begin(), old_sizes.begin() + dim);
  for (const int64_t s : inferred) shape.push_back(s);
  for (auto i = static_cast<size_t>(dim) + 1; i < old_sizes.size(); ++i) shape.push_back(old_sizes[i]);
  // Splitting one dim never needs a copy, so this is always a view.
  dispatch::ViewGeometry g = reshape_to(self, shape);
  for (int64_t d = 0; d < dim; ++d) g.source_dims[static_cast<size_t>(d)] = d;
  const auto added = static_cast<int64_t>(inferred.size()) - 1;
  for (int64_t d = dim + 1; d < self.dim(); ++d) g.source_dims[static_cast<size_t>(d + added)] = d;
  return g;
}

}  // namespace

dispatch::ViewGeometry unflatten_geometry(const TensorBase& self, int64_t dim, IntArrayRef sizes) {
  const int64_t d = wrap_dim(dim, self.dim());
  check_sizes_given(sizes);
  OPFORGE_CHECK(!self.has_names(), RuntimeError,
                "unflatten: input is a named tensor but no names were given for unflattened sizes");
  return split_dim(self, d, sizes);
}

dispatch::ViewGeometry unflatten_geometry(const TensorBase& self, Dimname dim, IntArrayRef sizes, DimnameList names) {
  const int64_t d = resolve_dim(self, dim);
  check_sizes_given(sizes);
  OPFORGE_CHECK(names.size() == sizes.size(), RuntimeError,
                "unflatten: got {} sizes but {} names; give one name per size", sizes.size(), names.size());
  return split_dim(self, d, sizes);
}

}  // namespace opforge::meta
