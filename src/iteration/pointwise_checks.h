// Argument checks of generated pointwise stubs that the kernel expression implies, run after the
// meta step (they depend on the compute dtype) and before the output is written. codegen/model.py
// derives which apply to an op from its ops.yaml expression; the texts are PyTorch's.
#pragma once

#include <string_view>

#include "iteration/elementwise.h"
#include "opforge/scalar.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor.h"

namespace opforge::pointwise_checks {

// pow(x, e) with a Python-number exponent: an integral computation rejects a negative integer
// exponent (RuntimeError "Integers to negative integer powers are not allowed."). Tensor exponents
// pass: their elements follow the integer pow rules of pointwise_math.h.
void check_integer_pow_exponent(ScalarType compute, const elementwise::Input& exponent);

// An integer division (/, %, remainder, floor_divide) by zero: RuntimeError "ZeroDivisionError",
// PyTorch's text, raised before the kernel writes anything (PyTorch's kernels raise mid-loop). The
// divisor is a tensor (any element zero) or a number (zero once converted to the compute dtype,
// wrapping as the kernel's conversion does: 256 is 0 in an int8 computation). Floating and
// complex computations divide by zero as IEEE says.
void check_integer_divisor(ScalarType compute, Device device, const elementwise::Input& divisor);

// A Scalar argument that scales an operand (add's alpha) may not be of a higher category than the
// computation: "Boolean alpha only supported for Boolean results.", "For integral input tensors,
// argument alpha must not be a floating point number.", "For non-complex input tensors, argument
// alpha must not be a complex number.", and a value the compute dtype cannot hold raises "value
// cannot be converted to type int8_t without overflow" (Scalar::to of the compute dtype). A
// `subtracted` coefficient (sub's alpha in self - alpha * other) is checked as -value, as PyTorch's
// sub converts -alpha.
void check_coefficient(ScalarType compute, const Scalar& value, std::string_view name, bool subtracted);

// Scalar::to of the compute dtype, for its error alone: "value cannot be converted to type int8_t
// without overflow" when the dtype cannot hold the value (negated first with `negate`). The checks
// above and the structured kernels' beta and alpha (dispatch/structured.cpp) share it.
void check_fits(ScalarType compute, const Scalar& value, bool negate);

// A Scalar argument that is an operand (clamp's bounds, pow.Tensor_Scalar's exponent) must fit the
// compute dtype, as PyTorch's kernels take it with Scalar::to: clamp(int8, min=1000) raises "value
// cannot be converted to type int8_t without overflow" rather than clamp at 1000's wrapped -24.
// So must a number the expression selects: masked_fill(int8, m, 1000) and where(c, int8, 1000)
// raise, as PyTorch's masked_fill and where.ScalarOther convert it with Scalar::to (add(int8,
// 1000) wraps instead: there 1000 is a wrapped-scalar tensor, converted as tensors are).
// A tensor operand passes. (A Scalar self, as pow.Scalar's, is not checked: PyTorch wraps it in a
// tensor, whose conversion wraps.) A pow exponent of a float32, float64 or complex computation
// passes too: PyTorch's pow takes it in double.
void check_scalar_operand(ScalarType compute, const elementwise::Input& operand, bool pow_exponent);

// A selecting condition that does not take part in promotion (where's condition, masked_fill's
// mask) must be a bool tensor: RuntimeError "where expected condition to be a boolean tensor, but
// got a tensor with dtype Float".
void check_bool_condition(std::string_view op, std::string_view name, const elementwise::Input& condition);

// inplace_cast complex_to_float (abs): PyTorch's rule for writing into an existing tensor when a
// complex input gives a real result. A complex computation writes its real result into a real
// destination when can_cast allows ("result type Float can't be cast to the desired output type
// Long"); every other destination must have the compute dtype ("Found dtype ComplexDouble but
// expected ComplexFloat"), or, with `same_kind` (angle, whose bool and integer inputs compute in the
// default float dtype), be one the compute dtype can be cast to. The stub checks this before the
// meta step, which then converts freely.
void check_complex_to_float_cast(const elementwise::InputList& inputs, const Tensor& destination, bool same_kind);

}  // namespace opforge::pointwise_checks
