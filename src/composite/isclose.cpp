// isclose: PyTorch 1.13's composite, in its order and with its ops, so that its errors are theirs:
// - self and other have one dtype ("Float did not match Double"), rtol and atol are not negative
//   (NaN neither: "rtol must be greater than or equal to zero, but got nan");
// - close = self == other (eq: broadcasting, devices, names unified); with equal_nan, for floating
//   and complex dtypes, close |= isnan(self) &= isnan(other);
// - zero tolerances stop there (no false positive from inf - inf); otherwise close |= the actual
//   error |self - other| being finite and at most the allowed one, atol + |rtol * other|, both
//   computed in the default dtype for integers and bool (a uint8 difference would wrap).
// The in-place ands and ors are bitwise_and_ and bitwise_or_, and rtol * other is mul.Scalar, which
// reject named tensors: PyTorch's isclose keeps names only where it returns the comparison itself
// (zero tolerances, no equal_nan).
#include "kernels/isclose.h"

#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor isclose(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan, const Tensor*) {
  OPFORGE_CHECK(self.dtype() == other.dtype(), RuntimeError, "{} did not match {}", cpp_name(self.dtype()),
                cpp_name(other.dtype()));
  OPFORGE_CHECK(rtol >= 0, RuntimeError, "rtol must be greater than or equal to zero, but got {:g}", rtol);
  OPFORGE_CHECK(atol >= 0, RuntimeError, "atol must be greater than or equal to zero, but got {:g}", atol);
  Tensor close = self.eq(other);
  if (equal_nan && (is_floating_point(self.dtype()) || is_complex(self.dtype())))
    close.bitwise_or_(self.isnan().bitwise_and_(other.isnan()));
  if (rtol == 0 && atol == 0) return close;
  const Tensor cast_self = self.dtype() == kBool ? self.to(get_default_dtype()) : self;
  const Tensor cast_other = is_integral(self.dtype(), /*include_bool=*/true) ? other.to(get_default_dtype()) : other;
  // PyTorch multiplies by rtol with mul.Scalar, outside its named-tensor support.
  if (cast_other.has_names()) dispatch::reject_named_tensors_slow("aten::mul.Scalar", {});
  const Tensor allowed_error = cast_other.mul(rtol).abs().add(atol);
  const Tensor actual_error = cast_self.sub(cast_other).abs();
  close.bitwise_or_(actual_error.isfinite().bitwise_and_(actual_error.le(allowed_error)));
  return close;
}

}  // namespace opforge::composite
