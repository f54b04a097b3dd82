// inner: PyTorch 1.13's composite, in its order:
// - a 0-dim operand multiplies the other (mul: its promotion, out= rule and names);
// - otherwise the last dims must match ("inner() the last dimension must match on both input
//   tensors but got shapes [2, 3] and [4, 5]") and the result is tensordot over them: a last dim of
//   size 1 is summed away first (sum's dtype rule: integers and bool become int64), then self as a
//   [rows, n] matrix times other with its last dim moved to the front as an [n, columns] one (mm:
//   its dtype checks and texts), reshaped to self's sizes then other's without the last dims;
// - out= takes tensordot_out's rules: the computed result's dtype exactly ("tensordot: Expected the
//   output tensor to have dtype Float, but got an output tensor with dtype Double").
// Named operands: mul's names rule with a 0-dim operand; otherwise PyTorch's tensordot fails at its
// permute, and so does this (ops.yaml: names: custom).
#include "kernels/inner.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/dim_arg.h"
#include "opforge/ops/mm.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sum.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor inner(const Tensor& self, const Tensor& other, const Tensor* out) {
  check_same_device(self.device(), other.device());
  if (self.dim() == 0 || other.dim() == 0) {
    if (!out) return mul(self, other);
    Tensor result = *out;
    mul_out(result, self, other);
    return result;
  }
  const int64_t n1 = self.sizes().back(), n2 = other.sizes().back();
  OPFORGE_CHECK(n1 == n2, RuntimeError,
                "inner() the last dimension must match on both input tensors but got shapes [{}] and [{}]",
                fmt::join(self.sizes(), ", "), fmt::join(other.sizes(), ", "));
  // tensordot(self, other, [-1], [-1]): a contracted dim of size 1 is summed away right away.
  Tensor t1 = n2 == 1 ? self.sum(IntArrayRef({-1}), true) : self;
  if (self.has_names() || other.has_names()) dispatch::reject_named_tensors_slow("aten::permute", {});
  const int64_t contracted = n2 == 1 ? 1 : n1;
  DimVector sizes;
  DimVector order2;  // other's last dim first
  order2.push_back(other.dim() - 1);
  int64_t rows = 1, columns = 1;
  for (int64_t d = 0; d + 1 < self.dim(); ++d) {
    sizes.push_back(self.sizes()[static_cast<size_t>(d)]);
    rows *= sizes.back();
  }
  for (int64_t d = 0; d + 1 < other.dim(); ++d) {
    sizes.push_back(other.sizes()[static_cast<size_t>(d)]);
    columns *= sizes.back();
    order2.push_back(d);
  }
  const Tensor t2 = other.permute(order2.span()).reshape({contracted, columns});
  const Tensor result = mm(t1.reshape({rows, contracted}), t2).reshape(sizes);
  if (!out) return result;
  check_same_device(out->device(), self.device());
  OPFORGE_CHECK(out->dtype() == result.dtype(), RuntimeError,
                "tensordot: Expected the output tensor to have dtype {}, but got an output tensor with dtype {}",
                cpp_name(result.dtype()), cpp_name(out->dtype()));
  resize_out(*out, result.sizes());
  out->copy_(result);
  return *out;
}

}  // namespace opforge::composite
