#include "iteration/pointwise_checks.h"

#include "opforge/error.h"
#include "opforge/promotion.h"

namespace opforge::pointwise_checks {

void check_integer_pow_exponent(ScalarType compute, const elementwise::Input& exponent) {
  if (!exponent.scalar) return;
  const Scalar& e = *exponent.scalar;
  OPFORGE_CHECK(!(is_integral(compute, /*include_bool=*/true) && e.is_integral(false) && e.to_long() < 0),
                RuntimeError, "Integers to negative integer powers are not allowed.");
}

void check_coefficient(ScalarType compute, const Scalar& value, std::string_view name) {
  OPFORGE_CHECK(!value.is_boolean() || compute == kBool, RuntimeError, "Boolean {} only supported for Boolean results.",
                name);
  OPFORGE_CHECK(is_floating_point(compute) || is_complex(compute) || value.is_integral(/*include_bool=*/true),
                RuntimeError, "For integral input tensors, argument {} must not be a floating point number.", name);
  OPFORGE_CHECK(is_complex(compute) || !value.is_complex(), RuntimeError,
                "For non-complex input tensors, argument {} must not be a complex number.", name);
}

void check_bool_condition(std::string_view op, std::string_view name, const elementwise::Input& condition) {
  if (!condition.tensor) return;
  const ScalarType t = condition.tensor->dtype();
  OPFORGE_CHECK(t == kBool, RuntimeError, "{} expected {} to be a boolean tensor, but got a tensor with dtype {}", op,
                name, cpp_name(t));
}

void check_complex_to_float_cast(const elementwise::InputList& inputs, const Tensor& destination) {
  ResultTypeState state;
  uint32_t bit = 1;
  for (const elementwise::Input& in : inputs.span()) {
    if (inputs.promoted_mask() & bit) state.add(in.tensor ? operand_type(*in.tensor) : operand_type(*in.scalar));
    bit <<= 1;
  }
  const ScalarType compute = state.result();
  const ScalarType target = destination.dtype();
  if (is_complex(compute) && !is_complex(target)) {
    const ScalarType real = to_real_value_type(compute);
    OPFORGE_CHECK(can_cast(real, target), RuntimeError, "result type {} can't be cast to the desired output type {}",
                  cpp_name(real), cpp_name(target));
    return;
  }
  OPFORGE_CHECK(compute == target, RuntimeError, "Found dtype {} but expected {}", cpp_name(target), cpp_name(compute));
}

}  // namespace opforge::pointwise_checks
