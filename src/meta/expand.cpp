// expand's geometry (PyTorch's inferExpandGeometry): dims matched from the right, a size-1 dim of
// self broadcast to its target with stride 0, -1 keeping self's size; dims left of self's are new
// (unnamed, the stub). `implicit` only marks autograd's expansions in PyTorch and changes nothing.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "kernels/expand.h"
#include "meta/view_shape.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry expand_geometry(const TensorBase& self, IntArrayRef size, [[maybe_unused]] bool implicit) {
  const auto ndim = static_cast<int64_t>(size.size());
  const int64_t tensor_dim = self.dim();
  OPFORGE_CHECK(ndim >= tensor_dim, RuntimeError,
                "expand({}{}Tensor{{[{}]}}, size=[{}]): the number of sizes provided ({}) must be greater or equal "
                "to the number of dimensions in the tensor ({})",
                self.is_cuda() ? "opforge.cuda." : "opforge.", cpp_name(self.dtype()), fmt::join(self.sizes(), ", "),
                fmt::join(size, ", "), ndim, tensor_dim);
  const IntArrayRef old_sizes = self.sizes();
  const IntArrayRef old_strides = self.strides();
  dispatch::ViewGeometry g{DimVector(size.size()), DimVector(size.size()), DimVector(size.size())};
  for (int64_t i = ndim - 1; i >= 0; --i) {
    const int64_t d = tensor_dim - ndim + i;
    int64_t sz = 1;
    int64_t stride = 0;
    if (d >= 0) {
      sz = old_sizes[d];
      stride = old_strides[d];
    } else if (i + 1 < ndim) {
      stride = size1_stride(g.sizes[i + 1], g.strides[i + 1]);
    }
    int64_t target = size[i];
    if (target == -1) {
      OPFORGE_CHECK(d >= 0, RuntimeError,
                    "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension {}", i);
      target = sz;
    }
    if (sz != target) {
      OPFORGE_CHECK(sz == 1, RuntimeError,
                    "The expanded size of the tensor ({}) must match the existing size ({}) at non-singleton "
                    "dimension {}.  Target sizes: [{}].  Tensor sizes: [{}]",
                    target, sz, i, fmt::join(size, ", "), fmt::join(old_sizes, ", "));
      sz = target;
      stride = 0;
    }
    g.sizes[i] = sz;
    g.strides[i] = stride;
    g.source_dims[i] = d >= 0 ? d : dispatch::kNewDim;
  }
  return g;
}

}  // namespace opforge::meta
