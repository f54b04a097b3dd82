// unfold's geometry: every slice of `size` elements along `dimension`, `step` apart, as a new last
// dim of that size; dimension then counts the slices. A 0-D self is one element (dimension 0 or
// -1, size at most 1). Named tensors are refused by the stub, as PyTorch 1.13 refuses them.
#include "kernels/unfold.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry unfold_geometry(const TensorBase& self, int64_t dimension, int64_t size, int64_t step) {
  const int64_t d = wrap_dim(dimension, self.dim());
  const int64_t max_size = self.dim() == 0 ? 1 : self.size(d);
  OPFORGE_CHECK(size <= max_size, RuntimeError, "maximum size for tensor at dimension {} is {} but size is {}", d,
                max_size, size);
  OPFORGE_CHECK(step > 0, RuntimeError, "step is {} but must be > 0", step);
  dispatch::ViewGeometry g{DimVector(self.sizes()), DimVector(self.strides()), DimVector()};
  for (int64_t i = 0; i < self.dim(); ++i) g.source_dims.push_back(i);
  g.sizes.push_back(size);
  g.strides.push_back(self.dim() == 0 ? 1 : self.stride(d));
  g.source_dims.push_back(dispatch::kNewDim);
  if (self.dim() > 0) {
    g.sizes[static_cast<size_t>(d)] = (self.size(d) - size) / step + 1;
    int64_t& stride = g.strides[static_cast<size_t>(d)];
    OPFORGE_CHECK(!__builtin_mul_overflow(stride, step, &stride), RuntimeError,
                  "unfold: the stride {} * step {} overflows int64", self.stride(d), step);
  }
  return g;
}

}  // namespace opforge::meta
