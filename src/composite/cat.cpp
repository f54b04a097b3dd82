// cat's kernel, on every device: each joined tensor (legacy empty ones, 1-D of size 0, skipped) is
// copied into its slice of the result with copy_, which converts it to the result's dtype (byte
// copies for equal dtypes, shells included). The stub has made the checks (meta::cat_shape), the
// dtype (result_type of all the tensors, or an out= tensor's that it can be cast to) and the result.
#include "kernels/cat.h"
#include "opforge/tensor.h"

namespace opforge::composite {

void cat_kernel(TensorList tensors, int64_t dim, const Tensor& result) {
  int64_t offset = 0;
  for (const Tensor& t : tensors) {
    if (t.dim() == 1 && t.sizes()[0] == 0) continue;
    const int64_t d = wrap_dim(dim, t.dim());
    const int64_t size = t.sizes()[static_cast<size_t>(d)];
    result.narrow(d, offset, size).copy_(t);
    offset += size;
  }
}

}  // namespace opforge::composite
