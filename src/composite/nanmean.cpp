// nanmean: nansum over the dims divided by how many elements there are not NaN, as PyTorch's
// composite (nothing to count gives 0 / 0, NaN). Its dtype rule (floating input only) is ops.yaml's
// `rejects`; nansum's stub applies the dims, keepdim, dtype= and out= rules and rejects named tensors
// (aten::nansum), as in PyTorch 1.13. Its out= form takes a named self, as PyTorch 1.13's (whose
// nanmean.out calls nansum's out= kernel past the named-tensor check): the sum over an unnamed alias,
// divided in place by the count, which carries the reduced names (removes_dimensions).
#include "kernels/nanmean.h"
#include "opforge/ops/isnan.h"
#include "opforge/ops/nansum.h"
#include "opforge/ops/sum.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor nanmean(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype,
               const Tensor* out) {
  const Tensor count = sum(isnan(self).logical_not_(), dim, keepdim);
  if (!out) return nansum(self, dim, keepdim, dtype).div_(count);
  Tensor result = *out;
  nansum_out(result, self.rename(std::nullopt), dim, keepdim, dtype).div_(count);
  return *out;
}

}  // namespace opforge::composite
