// reshape's geometry: view's where strides allow it, else the new sizes over a contiguous copy
// (PyTorch's reshape, a composite of _reshape_alias and _unsafe_view). A named tensor is refused
// after the shape is checked, naming the inner op PyTorch reaches, which is why the entry's names
// rule is custom.
#include "kernels/reshape.h"
#include "dispatch/stub_support.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry reshape_geometry(const TensorBase& self, IntArrayRef shape) {
  dispatch::ViewGeometry g = reshape_to(self, infer_shape_or_raise(shape, self.numel()));
  dispatch::reject_named_tensors(g.copy ? "aten::_unsafe_view" : "aten::_reshape_alias", {self});
  return g;
}

}  // namespace opforge::meta
