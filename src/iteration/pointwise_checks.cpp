#include "iteration/pointwise_checks.h"

#include <cstdint>
#include <limits>

#include "core/element_cast.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/error.h"
#include "opforge/ops/all.h"
#include "opforge/promotion.h"

namespace opforge::pointwise_checks {

void check_integer_pow_exponent(ScalarType compute, const elementwise::Input& exponent) {
  if (!exponent.scalar) return;
  const Scalar& e = *exponent.scalar;
  OPFORGE_CHECK(!(is_integral(compute, /*include_bool=*/true) && e.is_integral(false) && e.to_long() < 0), RuntimeError,
                "Integers to negative integer powers are not allowed.");
}

void check_integer_divisor(ScalarType compute, Device device, const elementwise::Input& divisor) {
  // The check is the kernel's in PyTorch: on the meta device, which runs none, `x // 0` is a result.
  if (!is_integral(compute, /*include_bool=*/false) || device.is_meta()) return;
  bool zero = false;
  if (divisor.scalar) {
    // The number as the kernel sees it: converted to the compute dtype, which keeps its low bits.
    const auto v = static_cast<uint64_t>(divisor.scalar->to_long());
    const size_t unused = 64 - 8 * element_size(compute);
    zero = (v << unused) == 0;
  } else {
    // A tensor divisor converts to the compute dtype without losing a non-zero value: the promoted
    // integral dtype holds every value of each integral or bool operand. all() is false on any zero.
    zero = !all(Tensor(*divisor.tensor)).item<bool>();
  }
  OPFORGE_CHECK(!zero, RuntimeError, "ZeroDivisionError");
}

namespace {

// -value as a Scalar of the same kind; -INT64_MIN, which int64 cannot hold, becomes the double 2^63
// (it fits the floating dtypes and overflows every integral one, as the true value does).
Scalar negated(const Scalar& value) {
  switch (value.tag()) {
    case Scalar::Tag::Int: {
      const int64_t v = value.to_long();
      if (v == std::numeric_limits<int64_t>::min()) return Scalar(-static_cast<double>(v));
      return Scalar(-v);
    }
    case Scalar::Tag::Float: return Scalar(-value.to_double());
    case Scalar::Tag::Complex: return Scalar(-value.to_complex());
    case Scalar::Tag::Bool: break;
  }
  return value;  // bools never get here: every dtype holds them
}

}  // namespace

// Every dtype holds a bool and an integer of magnitude up to 127, of either sign (uint8 takes
// negative ones by wrapping): alpha=1 and most values end here, before the dtype switch (48
// instructions per call of add). Shell dtypes are left to the kernel's NotImplementedError.
void check_fits(ScalarType compute, const Scalar& value, bool negate) {
  if (value.tag() == Scalar::Tag::Bool) return;
  if (value.tag() == Scalar::Tag::Int && value.to_long() >= -127 && value.to_long() <= 127) return;
  if (is_shell(compute) || is_float8(compute) || is_barebones_unsigned(compute)) return;
  const Scalar applied = negate ? negated(value) : value;
  visit_dtype(compute, "check_fits", [&]<class T>(TypeTag<T>) { (void)checked_scalar_cast<T>(applied); });
}

void check_coefficient(ScalarType compute, const Scalar& value, std::string_view name, bool subtracted) {
  OPFORGE_CHECK(!value.is_boolean() || compute == kBool, RuntimeError, "Boolean {} only supported for Boolean results.",
                name);
  OPFORGE_CHECK(is_floating_point(compute) || is_complex(compute) || value.is_integral(/*include_bool=*/true),
                RuntimeError, "For integral input tensors, argument {} must not be a floating point number.", name);
  OPFORGE_CHECK(is_complex(compute) || !value.is_complex(), RuntimeError,
                "For non-complex input tensors, argument {} must not be a complex number.", name);
  // PyTorch's kernels then take the coefficient with Scalar::to<scalar_t>, which raises for a value
  // the compute dtype cannot hold; converting without the check, add(int8, int8, alpha=257)
  // computed with 1. PyTorch's sub is add with -alpha, so a subtracted coefficient is checked
  // negated: sub(int8, int8, alpha=128) computes (-128 fits), alpha=-128 raises.
  check_fits(compute, value, subtracted);
}

void check_scalar_operand(ScalarType compute, const elementwise::Input& operand, bool pow_exponent) {
  if (!operand.scalar) return;
  // PyTorch's pow takes the exponent of float32, float64 and complex computations in double.
  const bool wide = compute == kFloat || compute == kDouble || compute == kComplexFloat || compute == kComplexDouble;
  if (pow_exponent && wide) return;
  check_fits(compute, *operand.scalar, /*negate=*/false);
}

void check_bool_condition(std::string_view op, std::string_view name, const elementwise::Input& condition) {
  if (!condition.tensor) return;
  const ScalarType t = condition.tensor->dtype();
  OPFORGE_CHECK(t == kBool, RuntimeError, "{} expected {} to be a boolean tensor, but got a tensor with dtype {}", op,
                name, cpp_name(t));
}

void check_complex_to_float_cast(const elementwise::InputList& inputs, const Tensor& destination, bool same_kind) {
  ResultTypeState state;
  uint32_t bit = 1;
  for (const elementwise::Input& in : inputs.span()) {
    if (inputs.promoted_mask() & bit) state.add(in.tensor ? operand_type(*in.tensor) : operand_type(*in.scalar));
    bit <<= 1;
  }
  ScalarType compute = state.result();
  if (same_kind && is_integral(compute, /*include_bool=*/true)) compute = get_default_dtype();
  const ScalarType target = destination.dtype();
  if (is_complex(compute) && !is_complex(target)) {
    const ScalarType real = to_real_value_type(compute);
    OPFORGE_CHECK(can_cast(real, target), RuntimeError, "result type {} can't be cast to the desired output type {}",
                  cpp_name(real), cpp_name(target));
    return;
  }
  if (same_kind) {
    OPFORGE_CHECK(can_cast(compute, target), RuntimeError, "result type {} can't be cast to the desired output type {}",
                  cpp_name(compute), cpp_name(target));
    return;
  }
  OPFORGE_CHECK(compute == target, RuntimeError, "Found dtype {} but expected {}", cpp_name(target), cpp_name(compute));
}

}  // namespace opforge::pointwise_checks
