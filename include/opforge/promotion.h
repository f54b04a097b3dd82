// Type promotion and casting, as pytorch.org/docs/stable/tensor_attributes.html describes them.
//
// promote_types(a, b) is PyTorch's promoteTypes: the smallest dtype both fit in (uint8 + int8 ->
// int16, half + bfloat16 -> float32, complex32 + float32 -> complex64). Equal dtypes return
// themselves, shells included. float8 dtypes raise RuntimeError "Promotion for Float8 Types is
// not supported, attempted to promote A and B"; uint16/32/64 promote only with a floating dtype
// (which wins) and raise "Promotion for uint16, uint32, uint64 types is not supported, attempted
// to promote A and B" otherwise. Undefined with anything gives Undefined.
//
// result_type applies the three tiers of the spec: dimensioned operands decide, unless a
// zero-dim operand has a higher category (bool < integral < floating < complex), unless a
// wrapped scalar has a higher category still. A wrapped float scalar counts as the default
// dtype, a wrapped complex scalar as the default complex dtype, an integer as int64, a bool as
// bool. Values are never inspected. No allocation: it runs on every operator call.
//
// can_cast(from, to) is PyTorch's canCast: everything is allowed except complex -> non-complex,
// floating -> integral, and non-bool -> bool.
#pragma once

#include <cstdint>
#include <span>

#include "opforge/scalar_type.h"

namespace opforge {

class Tensor;
class TensorBase;
class Scalar;

ScalarType promote_types(ScalarType a, ScalarType b);

enum class OperandKind : uint8_t { Dimensioned, ZeroDim, WrappedScalar };

// How one operand takes part in promotion. For a WrappedScalar, `dtype` is the scalar's own
// type (Bool, Long, Double or ComplexDouble); result_type maps it to the default dtypes.
struct OperandType {
  ScalarType dtype;
  OperandKind kind;
};

// The running state of result_type, for callers that visit operands one at a time (the
// elementwise iterator) instead of building a span.
class ResultTypeState {
 public:
  void add(OperandType operand);
  ScalarType result() const;

 private:
  ScalarType dimensioned_ = ScalarType::Undefined;
  ScalarType zero_dim_ = ScalarType::Undefined;
  ScalarType wrapped_ = ScalarType::Undefined;
};

ScalarType result_type(std::span<const OperandType> operands);

OperandType operand_type(const TensorBase& t);
OperandType operand_type(const Scalar& s);

ScalarType result_type(const Tensor& a, const Tensor& b);
ScalarType result_type(const Tensor& a, const Scalar& b);
ScalarType result_type(const Scalar& a, const Tensor& b);
ScalarType result_type(const Scalar& a, const Scalar& b);

bool can_cast(ScalarType from, ScalarType to);

}  // namespace opforge
