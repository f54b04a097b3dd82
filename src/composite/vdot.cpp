// vdot: dot of conj(self) and other, as PyTorch's; dot's stub applies the checks (1-D, one dtype,
// one size) and the out= rule with their texts. The stub has refused named tensors.
#include "kernels/vdot.h"

#include "opforge/ops/conj_physical.h"
#include "opforge/ops/dot.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor vdot(const Tensor& self, const Tensor& other, const Tensor* out) {
  const Tensor conjugated = self.is_complex() ? self.conj_physical() : self;
  if (!out) return opforge::dot(conjugated, other);
  Tensor result = *out;
  dot_out(result, conjugated, other);
  return result;
}

}  // namespace opforge::composite
