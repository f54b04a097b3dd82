// addr: beta * self + alpha * (vec1 outer vec2), as PyTorch 1.13's addr, an elementwise op over
// self broadcast to [n, m], vec1 as a column and vec2 as a row, in its order:
// - vec1 and vec2 must be 1-D ("addr: Expected 1-D argument vec1, but got 2-D");
// - self is broadcast to [n, m] (expand's errors; in place self is the result and must already be
//   2-D, "2D tensor expected, got 1D tensor for input", of that size, "size mismatch, input: [2,
//   3], v1: [3], v2: [2]");
// - the operands promote to one dtype (result_type); a bool beta or alpha needs a bool result
//   ("Boolean beta only supported for Boolean results."), an integral result integral ones ("For
//   integral input tensors, argument beta must not be a floating point number."), and both must
//   fit it ("value cannot be converted to type float without overflow");
// - bool: (beta and self) or (alpha and vec1 and vec2); otherwise beta * self + alpha * vec1 *
//   vec2 in the promoted dtype, each product rounded as PyTorch's kernel rounds it, and self not
//   read when beta is 0 (its NaN and inf dropped);
// - the result is cast into out= or self (in place) by the same-kind rule ("result type Float
//   can't be cast to the desired output type Long").
// 1.13 refuses named tensors (ops.yaml: names: none).
#include "kernels/addr.h"

#include <complex>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "iteration/kernel_checks.h"
#include "iteration/pointwise_checks.h"
#include "opforge/factories.h"
#include "opforge/promotion.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

void check_scale(ScalarType dtype, const Scalar& value, const char* name) {
  OPFORGE_CHECK(!value.is_boolean() || dtype == kBool, RuntimeError, "Boolean {} only supported for Boolean results.",
                name);
  OPFORGE_CHECK(is_floating_point(dtype) || is_complex(dtype) || value.is_integral(true), RuntimeError,
                "For integral input tensors, argument {} must not be a floating point number.", name);
  // The kernel takes beta and alpha as values of the result's dtype (Scalar::to).
  if (dtype != kBool) pointwise_checks::check_fits(dtype, value, /*negate=*/false);
}

}  // namespace

Tensor addr(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha,
            const Tensor* out) {
  OPFORGE_CHECK(vec1.dim() == 1, RuntimeError, "addr: Expected 1-D argument vec1, but got {}-D", vec1.dim());
  OPFORGE_CHECK(vec2.dim() == 1, RuntimeError, "addr: Expected 1-D argument vec2, but got {}-D", vec2.dim());
  check_same_device(self.device(), vec1.device());
  check_same_device(self.device(), vec2.device());
  const int64_t n = vec1.sizes()[0], m = vec2.sizes()[0];
  const bool inplace = out == &self;
  const Tensor expanded = inplace ? self : self.expand({n, m});
  OPFORGE_CHECK(expanded.dim() == 2, RuntimeError, "2D tensor expected, got {}D tensor for input", expanded.dim());
  OPFORGE_CHECK(expanded.sizes()[0] == n && expanded.sizes()[1] == m, RuntimeError,
                "size mismatch, input: [{}], v1: [{}], v2: [{}]", fmt::join(expanded.sizes(), ", "), n, m);
  const OperandType operands[] = {operand_type(expanded), operand_type(vec1), operand_type(vec2)};
  const ScalarType dtype = result_type(operands);
  check_scale(dtype, beta, "beta");
  check_scale(dtype, alpha, "alpha");
  if (out) {
    OPFORGE_CHECK(can_cast(dtype, out->dtype()), RuntimeError,
                  "result type {} can't be cast to the desired output type {}", cpp_name(dtype),
                  cpp_name(out->dtype()));
  }
  auto as = [&](const Tensor& t) { return t.dtype() == dtype ? t : t.to(dtype); };
  // beta and alpha as values of the dtype, as the kernel takes them (a float16 0.1 is rounded).
  auto value = [&](const Scalar& v) { return full({}, v, TensorOptions().dtype(dtype).device(self.device())); };
  const Tensor column = as(vec1).reshape({n, 1}), row = as(vec2);
  const bool beta_zero = beta.to_complex() == std::complex<double>(0);
  Tensor result;
  if (dtype == kBool) {
    const Tensor product = alpha.to_complex() != std::complex<double>(0) ? column.logical_and(row)
                                                                         : zeros({n, m}, TensorOptions().dtype(kBool));
    result = beta_zero ? product.expand({n, m}) : as(expanded).logical_or(product);
  } else {
    const Tensor product = column.mul(value(alpha)).mul(row);
    result = beta_zero ? product.expand({n, m}) : as(expanded).mul(value(beta)).add(product);
  }
  if (!out) return result.contiguous();
  const int64_t sizes[] = {n, m};
  resize_out(*out, sizes);
  out->copy_(result);
  return *out;
}

}  // namespace opforge::composite
