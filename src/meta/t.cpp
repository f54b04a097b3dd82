// t's geometry: a 2-D self transposed, a 0-D or 1-D self as it is (as a new view).
#include <numeric>
#include <utility>

#include "kernels/t.h"
#include "opforge/tensor.h"

namespace opforge::meta {

dispatch::ViewGeometry t_geometry(const Tensor& self) {
  OPFORGE_CHECK(self.dim() <= 2, RuntimeError, "t() expects a tensor with <= 2 dimensions, but self is {}D",
                self.dim());
  dispatch::ViewGeometry g{DimVector(self.sizes()), DimVector(self.strides()), DimVector(self.sizes().size())};
  std::iota(g.source_dims.begin(), g.source_dims.end(), int64_t{0});
  if (self.dim() == 2) {
    std::swap(g.sizes[0], g.sizes[1]);
    std::swap(g.strides[0], g.strides[1]);
    std::swap(g.source_dims[0], g.source_dims[1]);
  }
  return g;
}

}  // namespace opforge::meta
