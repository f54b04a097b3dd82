// flatten's geometries: dims start_dim..end_dim merged into one, through reshape's (a view where the
// strides allow, else over a copy). The int form is PyTorch's composite over reshape: a 0-D self
// becomes [1], start == end gives self, and a named self is refused naming reshape's inner op
// (names: custom). The named forms name the merged dim out_dim (the stub, new_dim_names) and
// always give a new view: PyTorch 1.13 renames self in place when start == end.
#include <string>

#include "dispatch/stub_support.h"
#include "kernels/flatten.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {
namespace {

std::pair<int64_t, int64_t> flatten_range(const TensorBase& self, int64_t start_dim, int64_t end_dim) {
  const int64_t start = wrap_dim(start_dim, self.dim());
  const int64_t end = wrap_dim(end_dim, self.dim());
  OPFORGE_CHECK(start <= end, RuntimeError, "flatten() has invalid args: start_dim cannot come after end_dim");
  return {start, end};
}

dispatch::ViewGeometry one_element(const TensorBase& self) { return reshape_to(self, DimVector{1}); }

}  // namespace

dispatch::ViewGeometry flatten_geometry(const TensorBase& self, int64_t start_dim, int64_t end_dim) {
  const auto [start, end] = flatten_range(self, start_dim, end_dim);
  if (self.dim() == 0) return one_element(self);
  if (start == end) {
    dispatch::ViewGeometry self_itself{DimVector(), DimVector(), DimVector()};
    self_itself.is_self = true;
    return self_itself;
  }
  dispatch::ViewGeometry g = reshape_to(self, flattened_sizes(self.sizes(), start, end));
  dispatch::reject_named_tensors(g.copy ? "aten::_unsafe_view" : "aten::_reshape_alias", {self});
  return g;
}

dispatch::ViewGeometry flatten_geometry(const TensorBase& self, int64_t start_dim, int64_t end_dim,
                                        [[maybe_unused]] Dimname out_dim) {
  const auto [start, end] = flatten_range(self, start_dim, end_dim);
  if (self.dim() == 0) return one_element(self);
  dispatch::ViewGeometry g = reshape_to(self, flattened_sizes(self.sizes(), start, end));
  for (int64_t d = 0; d < start; ++d) g.source_dims[static_cast<size_t>(d)] = d;
  for (int64_t d = end + 1; d < self.dim(); ++d) g.source_dims[static_cast<size_t>(d - (end - start))] = d;
  return g;
}

dispatch::ViewGeometry flatten_geometry(const TensorBase& self, DimnameList dims, Dimname out_dim) {
  OPFORGE_CHECK(!dims.empty(), RuntimeError, "flatten(tensor, dims, out_dim): dims cannot be empty");
  const int64_t first = resolve_dim(self, dims.front());
  for (size_t i = 1; i < dims.size(); ++i) {
    if (resolve_dim(self, dims[i]) == first + static_cast<int64_t>(i)) continue;
    std::string listed;
    for (size_t j = 0; j < dims.size(); ++j) listed += (j ? ", " : "") + dimname_repr(dims[j]);
    raise<RuntimeError>("flatten(tensor, dims, out_dim): dims [{}] must be consecutive in Tensor{}", listed,
                        names_repr(self.names()));
  }
  return flatten_geometry(self, first, first + static_cast<int64_t>(dims.size()) - 1, out_dim);
}

}  // namespace opforge::meta
