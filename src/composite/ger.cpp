// ger: outer (src/composite/outer.cpp) under its BLAS name, as PyTorch's.
#include "kernels/ger.h"

#include "opforge/ops/outer.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor ger(const Tensor& self, const Tensor& vec2, const Tensor* out) {
  if (!out) return opforge::outer(self, vec2);
  Tensor result = *out;
  outer_out(result, self, vec2);
  return result;
}

}  // namespace opforge::composite
