// The backward helpers of particular ops (formulas.h).
#include "autograd/formulas.h"

#include <algorithm>

#include "opforge/ops/exp.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/sum.h"

namespace opforge::autograd {

Tensor softmax_backward(const Tensor& grad, const Tensor& result, int64_t dim) {
  const int64_t d[] = {dim};
  return grad.sub(grad.mul(result).sum(IntArrayRef(d), /*keepdim=*/true)).mul(result);
}

Tensor log_softmax_backward(const Tensor& grad, const Tensor& result, int64_t dim) {
  const int64_t d[] = {dim};
  return grad.sub(result.exp().mul(grad.sum(IntArrayRef(d), /*keepdim=*/true)));
}

Tensor logsumexp_backward(const Tensor& grad, const Tensor& self, const Tensor& result, IntArrayRef dim, bool keepdim) {
  Tensor g = grad;
  Tensor r = result;
  if (!keepdim) {
    const int64_t n = self.dim();
    DimVector dims;
    for (const int64_t d : dim) dims.push_back(d < 0 ? d + n : d);
    if (dims.empty()) {
      for (int64_t d = 0; d < n; ++d) dims.push_back(d);
    }
    std::sort(dims.begin(), dims.end());
    for (const int64_t d : dims) {
      g = g.unsqueeze(d);
      r = r.unsqueeze(d);
    }
  }
  return g.mul(self.sub(r).exp());
}

}  // namespace opforge::autograd
