// count_nonzero: the sum of self != 0 over the dims, as PyTorch's count_nonzero_cpu; int64 for
// every dtype (a NaN is not zero; -0.0 is). sum's stub applies the dims' rules (range, repeats);
// with no dim (None, or an empty list) every element counts.
#include "kernels/count_nonzero.h"
#include "opforge/ops/ne.h"
#include "opforge/ops/sum.h"
#include "opforge/tensor.h"

namespace opforge::composite {

// No out= form (PyTorch 1.13 has none): `out` is always null.
Tensor count_nonzero_dims(const Tensor& self, IntArrayRef dim, const Tensor* /*out*/) { return sum(ne(self, 0), dim); }

Tensor count_nonzero(const Tensor& self, std::optional<int64_t> dim, const Tensor* out) {
  return dim ? count_nonzero_dims(self, IntArrayRef(&*dim, 1), out) : count_nonzero_dims(self, {}, out);
}

}  // namespace opforge::composite
