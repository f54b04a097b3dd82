// outer: PyTorch's composite, self as a column times vec2 through mul, which applies the promotion,
// the out= rule and the names (a named self is reshape's error, as in PyTorch, whose reshape
// refuses names).
#include "kernels/outer.h"

#include "opforge/ops/mul.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor outer(const Tensor& self, const Tensor& vec2, const Tensor* out) {
  OPFORGE_CHECK(self.dim() == 1, RuntimeError, "outer: Expected 1-D argument self, but got {}-D", self.dim());
  OPFORGE_CHECK(vec2.dim() == 1, RuntimeError, "outer: Expected 1-D argument vec2, but got {}-D", vec2.dim());
  const int64_t column[] = {self.sizes()[0], 1};
  const Tensor left = self.reshape(IntArrayRef(column, 2));
  if (!out) return left.mul(vec2);
  Tensor result = *out;
  mul_out(result, left, vec2);
  return result;
}

}  // namespace opforge::composite
