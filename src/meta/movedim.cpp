// movedim's geometry (also moveaxis's): the dims `source` moved to the positions `destination`,
// the others keeping their order in the positions left, as PyTorch's movedim builds the
// permutation it passes to permute. Names go with their dims, as opforge's permute carries them
// (PyTorch 1.13 refuses named tensors in permute).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <numeric>

#include "kernels/movedim.h"
#include "opforge/small_vector.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry movedim_geometry(const TensorBase& self, IntArrayRef source, IntArrayRef destination) {
  const int64_t n = self.dim();
  OPFORGE_CHECK(source.size() == destination.size(), RuntimeError,
                "movedim: Invalid source or destination dims: source ([{}] dims) should contain the same number of "
                "dims as destination ([{}] dims)",
                fmt::join(source, ", "), fmt::join(destination, ", "));
  DimVector src, dst;
  for (const int64_t d : source) src.push_back(wrap_dim(d, n));
  for (const int64_t d : destination) dst.push_back(wrap_dim(d, n));
  const auto repeats = [](const DimVector& dims) {
    for (size_t i = 0; i < dims.size(); ++i)
      for (size_t j = i + 1; j < dims.size(); ++j)
        if (dims[i] == dims[j]) return true;
    return false;
  };
  OPFORGE_CHECK(!repeats(src), RuntimeError, "movedim: repeated dim in `source` ([{}])", fmt::join(source, ", "));
  OPFORGE_CHECK(!repeats(dst), RuntimeError, "movedim: repeated dim in `destination` ([{}])",
                fmt::join(destination, ", "));
  // order[i]: the dim of self at position i of the view.
  DimVector order(static_cast<size_t>(n), -1);
  SmallVector<bool, 16> moved(static_cast<size_t>(n), false);
  for (size_t i = 0; i < src.size(); ++i) {
    order[static_cast<size_t>(dst[i])] = src[i];
    moved[static_cast<size_t>(src[i])] = true;
  }
  int64_t next = 0;  // the next dim of self that stays, in order
  for (int64_t& o : order) {
    if (o != -1) continue;
    while (moved[static_cast<size_t>(next)]) ++next;
    o = next++;
  }
  dispatch::ViewGeometry g;
  for (const int64_t d : order) {
    g.sizes.push_back(self.sizes()[static_cast<size_t>(d)]);
    g.strides.push_back(self.strides()[static_cast<size_t>(d)]);
    g.source_dims.push_back(d);
  }
  return g;
}

dispatch::ViewGeometry movedim_geometry(const TensorBase& self, int64_t source, int64_t destination) {
  return movedim_geometry(self, IntArrayRef(&source, 1), IntArrayRef(&destination, 1));
}

}  // namespace opforge::meta
