// transpose and transpose.Dimname: a view of self with two dims swapped (their sizes, strides and
// names); transpose_ swaps them in self. A zero-dim tensor accepts dims 0 and -1 and stays as it is.
// Views share self's storage, so every dtype and device works.
#include <utility>

#include "kernels/transpose.h"
#include "opforge/tensor.h"
#include "cpu/view_result.h"

namespace opforge::kernels {

Tensor transpose_kernel(const Tensor& self, int64_t dim0, int64_t dim1, const Tensor* out) {
  const auto a = static_cast<size_t>(wrap_dim(dim0, self.dim()));
  const auto b = static_cast<size_t>(wrap_dim(dim1, self.dim()));
  DimVector sizes(self.sizes());
  DimVector strides(self.strides());
  if (self.dim() == 0) return cpu::view_result(self, sizes.span(), strides.span(), nullptr, out);
  std::swap(sizes[a], sizes[b]);
  std::swap(strides[a], strides[b]);
  const DimnameVector* old_names = self.impl()->names();
  if (!old_names) return cpu::view_result(self, sizes.span(), strides.span(), nullptr, out);
  DimnameVector names(*old_names);
  std::swap(names[a], names[b]);
  return cpu::view_result(self, sizes.span(), strides.span(), &names, out);
}


}  // namespace opforge::kernels
