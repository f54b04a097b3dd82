// unbind: PyTorch 1.13's composite, select(dim, i) for every index i along dim: views without that
// dim, which select's ops.yaml entry removes with its name. A 0-dim tensor has no dim to unbind.
#include "kernels/unbind.h"

#include "opforge/ops/select.h"
#include "opforge/tensor.h"

namespace opforge::composite {

std::vector<Tensor> unbind(const Tensor& self, int64_t dim, const Tensor*) {
  const int64_t d = wrap_dim(dim, self.dim());
  OPFORGE_CHECK(self.dim() > 0, IndexError, "Dimension specified as {} but tensor has no dimensions", d);
  const int64_t size = self.sizes()[static_cast<size_t>(d)];
  std::vector<Tensor> views;
  views.reserve(static_cast<size_t>(size));
  for (int64_t i = 0; i < size; ++i) views.push_back(opforge::select(self, d, i));
  return views;
}

std::vector<Tensor> unbind_dimname(const Tensor& self, Dimname dim, const Tensor* out) {
  return unbind(self, resolve_dim(self, dim), out);
}

}  // namespace opforge::composite
