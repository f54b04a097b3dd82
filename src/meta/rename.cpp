// rename's geometry: self as it is, named anew positionally (Python's Tensor.rename(*names)): one
// "..." stands for self's names that the others do not replace; None drops every name.
#include "kernels/rename.h"
#include "meta/name_lists.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry rename_geometry(const TensorBase& self, std::optional<DimnameList> names) {
  if (!names) return named_as_is(self, DimnameVector(static_cast<size_t>(self.dim())));
  if (const std::optional<size_t> at = single_ellipsis(*names, "rename"))
    return named_as_is(self, expand_ellipsis(*names, *at, self.names()));
  return named_as_is(self, DimnameVector(*names));
}

}  // namespace opforge::meta
