// view's geometry: self's elements in row-major order seen with new sizes (one -1 inferred), when
// strides can address them so; PyTorch's error otherwise. Named tensors are refused by the stub.
#include "kernels/view.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry view_geometry(const TensorBase& self, IntArrayRef size) {
  const DimVector shape = infer_shape_or_raise(size, self.numel());
  auto strides = compute_view_strides(self.sizes(), self.strides(), self.numel(), shape);
  OPFORGE_CHECK(strides, RuntimeError,
                "view size is not compatible with input tensor's size and stride (at least one dimension spans "
                "across two contiguous subspaces). Use .reshape(...) instead.");
  return {shape, std::move(*strides), DimVector(shape.size(), dispatch::kNewDim)};
}

}  // namespace opforge::meta
