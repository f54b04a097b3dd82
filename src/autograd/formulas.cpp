// The backward helpers of particular ops (formulas.h).
#include "autograd/formulas.h"

#include <algorithm>
#include <limits>

#include "opforge/factories.h"
#include "opforge/ops/cat.h"
#include "opforge/ops/exp.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/ones_like.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/sum.h"
#include "opforge/ops/where.h"

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

Tensor cumsum_backward(const Tensor& grad, int64_t dim) {
  const int64_t d[] = {dim};
  return grad.flip(IntArrayRef(d)).cumsum(dim).flip(IntArrayRef(d));
}

Tensor value_selecting_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& indices,
                                bool keepdim) {
  const auto n = static_cast<int64_t>(sizes.size());
  if (n == 0) return grad;  // a 0-dim self: its one element was selected
  const int64_t d = dim < 0 ? dim + n : dim;
  const Tensor g = keepdim ? grad : grad.unsqueeze(d);
  const Tensor i = keepdim ? indices : indices.unsqueeze(d);
  // positions[..., j, ...] = j along dim, against each index: the one element each value came from.
  DimVector shape(sizes.size(), 1);
  shape[static_cast<size_t>(d)] = sizes[static_cast<size_t>(d)];
  const Tensor positions =
      arange(sizes[static_cast<size_t>(d)], TensorOptions().dtype(ScalarType::Int64).device(grad.device()))
          .view(shape.span());
  return where(positions.eq(i), g, Scalar(0.0)).expand(sizes);
}

Tensor prod_backward(const Tensor& grad, const Tensor& self) {
  if (self.dim() == 0) return grad;
  const int64_t all[] = {-1};
  return prod_dim_backward(grad.reshape(IntArrayRef(all)), self.reshape(IntArrayRef(all)), 0).reshape(self.sizes());
}

Tensor prod_dim_backward(const Tensor& grad, const Tensor& self, int64_t dim) {
  if (self.dim() == 0) return grad;
  const int64_t d = dim < 0 ? dim + self.dim() : dim;
  const int64_t n = self.sizes()[static_cast<size_t>(d)];
  if (n <= 1) return grad;  // no other element: the product of none is 1
  const int64_t flip_dims[] = {d};
  const Tensor one = ones_like(self.narrow(d, 0, 1));
  // before[i] = x[0] * ... * x[i-1]; after[i] = x[i+1] * ... * x[n-1].
  const Tensor shifted_right[] = {one, self.narrow(d, 0, n - 1)};
  const Tensor shifted_left[] = {self.narrow(d, 1, n - 1), one};
  const Tensor before = cat(shifted_right, d).cumprod(d);
  const Tensor after = cat(shifted_left, d).flip(IntArrayRef(flip_dims)).cumprod(d).flip(IntArrayRef(flip_dims));
  return grad.mul(before).mul(after);
}

Tensor clamp_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& min,
                      const std::optional<Scalar>& max) {
  if (!min && !max) return grad;
  const Tensor inside = min && max ? self.ge(*min).logical_and(self.le(*max)) : min ? self.ge(*min) : self.le(*max);
  return where(inside, grad, Scalar(0.0));
}

Tensor logit_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& eps) {
  const Tensor g = grad.div(self.mul(self.neg().add(1)));
  if (eps) {
    const double e = eps->to<double>();
    return where(self.lt(e).logical_or(self.gt(1 - e)), Scalar(0.0), g);
  }
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return where(self.lt(0).logical_or(self.gt(1)), Scalar(nan), g);
}

}  // namespace opforge::autograd
