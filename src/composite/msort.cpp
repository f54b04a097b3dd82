// msort: sort(self, 0)'s values, as PyTorch's. sort's stub applies the dtype check, the out= rule
// (values of self's dtype) and the names rule (named tensors rejected, naming aten::sort).
#include "kernels/msort.h"
#include "opforge/factories.h"
#include "opforge/ops/sort.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor msort(const Tensor& self, const Tensor* out) {
  if (!out) return std::get<0>(sort(self, 0, false));
  Tensor values = *out;
  Tensor indices = empty({0}, TensorOptions().dtype(kLong).device(self.device()));
  sort_out(values, indices, self, 0, false);
  return *out;
}

}  // namespace opforge::composite
