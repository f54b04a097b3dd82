// squeeze, squeeze.dim and squeeze.dimname: a view of self without its dims of size 1 (all of them,
// or the one named by dim, which stays when its size is not 1); squeeze_ does it to self. The
// removed dims' names go with them. Views share self's storage, so every dtype and device works.
#include "kernels/squeeze.h"
#include "opforge/tensor.h"
#include "cpu/view_result.h"

namespace opforge::kernels {
namespace {

// self without the dims for which drop(d) is true.
template <class Drop>
Tensor squeeze_dims(const Tensor& self, const Drop& drop, const Tensor* out) {
  const DimnameVector* old_names = self.impl()->names();
  DimVector sizes;
  DimVector strides;
  DimnameVector names;
  for (size_t d = 0; d < self.sizes().size(); ++d) {
    if (drop(d)) continue;
    sizes.push_back(self.sizes()[d]);
    strides.push_back(self.strides()[d]);
    if (old_names) names.push_back((*old_names)[d]);
  }
  return cpu::view_result(self, sizes.span(), strides.span(), old_names ? &names : nullptr, out);
}

}  // namespace

Tensor squeeze_kernel(const Tensor& self, const Tensor* out) {
  return squeeze_dims(self, [&](size_t d) { return self.sizes()[d] == 1; }, out);
}

Tensor squeeze_kernel(const Tensor& self, int64_t dim, const Tensor* out) {
  const auto target = static_cast<size_t>(wrap_dim(dim, self.dim()));
  return squeeze_dims(self, [&](size_t d) { return d == target && self.sizes()[d] == 1; }, out);
}


}  // namespace opforge::kernels
