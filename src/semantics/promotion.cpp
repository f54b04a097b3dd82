// promote_types as one compile-time table, and PyTorch's ResultTypeState logic on top of it.
#include "opforge/promotion.h"

#include <array>

#include "opforge/error.h"
#include "opforge/scalar.h"
#include "opforge/tensor.h"

namespace opforge {

namespace {

using ST = ScalarType;

// Category tests by enum range: they sit on the hot path, so they avoid the out-of-line info().
constexpr bool complex_type(ST t) { return t >= ST::ComplexHalf && t <= ST::ComplexDouble; }
// PyTorch's isFloatingType: real floating dtypes, float8 and float4 included.
constexpr bool floating_type(ST t) {
  return (t >= ST::Half && t <= ST::Double) || (t >= ST::Float8_e4m3fn && t <= ST::Float4_e2m1fn_x2);
}
constexpr bool float8_type(ST t) { return t >= ST::Float8_e4m3fn && t <= ST::Float8_e8m0fnu; }
constexpr bool barebones_unsigned(ST t) { return t >= ST::UInt16 && t <= ST::UInt64; }

// PyTorch's promotion table over the thirteen dtypes it is defined for.
constexpr std::array<ST, 13> kClassic{ST::Bool,        ST::UInt8,        ST::Int8,         ST::Int16, ST::Int32,
                                      ST::Int64,       ST::Half,         ST::BFloat16,     ST::Float, ST::Double,
                                      ST::ComplexHalf, ST::ComplexFloat, ST::ComplexDouble};
constexpr ST b1 = ST::Bool, u1 = ST::UInt8, i1 = ST::Int8, i2 = ST::Int16, i4 = ST::Int32, i8 = ST::Int64,
             f2 = ST::Half, bf = ST::BFloat16, f4 = ST::Float, f8 = ST::Double, c2 = ST::ComplexHalf,
             c4 = ST::ComplexFloat, c8 = ST::ComplexDouble;
// clang-format off
constexpr ST kClassicTable[13][13] = {
    /*        b1  u1  i1  i2  i4  i8  f2  bf  f4  f8  c2  c4  c8 */
    /* b1 */ {b1, u1, i1, i2, i4, i8, f2, bf, f4, f8, c2, c4, c8},
    /* u1 */ {u1, u1, i2, i2, i4, i8, f2, bf, f4, f8, c2, c4, c8},
    /* i1 */ {i1, i2, i1, i2, i4, i8, f2, bf, f4, f8, c2, c4, c8},
    /* i2 */ {i2, i2, i2, i2, i4, i8, f2, bf, f4, f8, c2, c4, c8},
    /* i4 */ {i4, i4, i4, i4, i4, i8, f2, bf, f4, f8, c2, c4, c8},
    /* i8 */ {i8, i8, i8, i8, i8, i8, f2, bf, f4, f8, c2, c4, c8},
    /* f2 */ {f2, f2, f2, f2, f2, f2, f2, f4, f4, f8, c2, c4, c8},
    /* bf */ {bf, bf, bf, bf, bf, bf, f4, bf, f4, f8, c4, c4, c8},
    /* f4 */ {f4, f4, f4, f4, f4, f4, f4, f4, f4, f8, c4, c4, c8},
    /* f8 */ {f8, f8, f8, f8, f8, f8, f8, f8, f8, f8, c8, c8, c8},
    /* c2 */ {c2, c2, c2, c2, c2, c2, c2, c4, c4, c8, c2, c4, c8},
    /* c4 */ {c4, c4, c4, c4, c4, c4, c4, c4, c4, c8, c4, c4, c8},
    /* c8 */ {c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8},
};
// clang-format on

constexpr int classic_index(ST t) {
  for (int i = 0; i < 13; ++i)
    if (kClassic[i] == t) return i;
  return -1;
}

// Undefined marks the pairs that raise; promote_types tells them apart on the slow path.
constexpr ST promote_entry(ST a, ST b) {
  if (a == b) return a;
  if (float8_type(a) || float8_type(b)) return ST::Undefined;
  if (barebones_unsigned(a) || barebones_unsigned(b)) {
    // Integer promotion would have to pick between overflow and a breaking change; a floating
    // partner is safe, so PyTorch allows only that.
    if (floating_type(a)) return a;
    if (floating_type(b)) return b;
    return ST::Undefined;
  }
  int ia = classic_index(a), ib = classic_index(b);
  if (ia < 0 || ib < 0) return ST::Undefined;  // float4_e2m1fn_x2
  return kClassicTable[ia][ib];
}

using PromoteTable = std::array<std::array<ST, kNumScalarTypes>, kNumScalarTypes>;
constexpr PromoteTable make_promote_table() {
  PromoteTable t{};
  for (int a = 0; a < kNumScalarTypes; ++a)
    for (int b = 0; b < kNumScalarTypes; ++b) t[a][b] = promote_entry(static_cast<ST>(a), static_cast<ST>(b));
  return t;
}
constexpr PromoteTable kPromote = make_promote_table();

constexpr bool table_is_symmetric() {
  for (int a = 0; a < kNumScalarTypes; ++a)
    for (int b = 0; b < kNumScalarTypes; ++b)
      if (kPromote[a][b] != kPromote[b][a]) return false;
  return true;
}
static_assert(table_is_symmetric());

[[noreturn]] void raise_promotion_error(ST a, ST b) {
  if (float8_type(a) || float8_type(b))
    raise<RuntimeError>("Promotion for Float8 Types is not supported, attempted to promote {} and {}", cpp_name(a),
                        cpp_name(b));
  if (barebones_unsigned(a) || barebones_unsigned(b))
    raise<RuntimeError>("Promotion for uint16, uint32, uint64 types is not supported, attempted to promote {} and {}",
                        cpp_name(a), cpp_name(b));
  // PyTorch has no rule for float4 either (it trips an internal assert); say so plainly.
  raise<RuntimeError>("Promotion for Float4_e2m1fn_x2 is not supported, attempted to promote {} and {}", cpp_name(a),
                      cpp_name(b));
}

ST promote_skip_undefined(ST a, ST b) {
  if (a == ST::Undefined) return b;
  if (b == ST::Undefined) return a;
  return promote_types(a, b);
}

// Combines the result of a tier with the (lower-priority) tier below it: the lower tier only
// matters when its category is higher.
ST combine_categories(ST higher, ST lower) {
  if (complex_type(higher)) return higher;
  if (complex_type(lower)) {
    // Keep the precision of a floating `higher`: float32 tensor + complex scalar -> complex64.
    return floating_type(higher) ? to_complex_type(higher) : lower;
  }
  if (floating_type(higher)) return higher;
  if (higher == ST::Bool || floating_type(lower)) return promote_skip_undefined(higher, lower);
  return higher != ST::Undefined ? higher : lower;
}

}  // namespace

ScalarType promote_types(ScalarType a, ScalarType b) {
  auto ia = static_cast<uint8_t>(a), ib = static_cast<uint8_t>(b);
  if (ia >= kNumScalarTypes || ib >= kNumScalarTypes) return ST::Undefined;
  ST r = kPromote[ia][ib];
  if (r == ST::Undefined) [[unlikely]]
    raise_promotion_error(a, b);
  return r;
}

void ResultTypeState::add(OperandType operand) {
  ST current = operand.dtype;
  switch (operand.kind) {
    case OperandKind::Dimensioned: dimensioned_ = promote_skip_undefined(dimensioned_, current); break;
    case OperandKind::ZeroDim: zero_dim_ = promote_skip_undefined(zero_dim_, current); break;
    case OperandKind::WrappedScalar:
      if (complex_type(current)) {
        current = get_default_complex_dtype();
      } else if (floating_type(current)) {
        current = get_default_dtype();
      }
      wrapped_ = promote_skip_undefined(wrapped_, current);
      break;
  }
}

ScalarType ResultTypeState::result() const {
  return combine_categories(dimensioned_, combine_categories(zero_dim_, wrapped_));
}

ScalarType result_type(std::span<const OperandType> operands) {
  ResultTypeState state;
  for (const OperandType& o : operands) state.add(o);
  return state.result();
}

OperandType operand_type(const TensorBase& t) {
  return {t.dtype(), t.dim() > 0 ? OperandKind::Dimensioned : OperandKind::ZeroDim};
}

OperandType operand_type(const Scalar& s) { return {s.type(), OperandKind::WrappedScalar}; }

ScalarType result_type(const Tensor& a, const Tensor& b) {
  const OperandType ops[] = {operand_type(a), operand_type(b)};
  return result_type(ops);
}
ScalarType result_type(const Tensor& a, const Scalar& b) {
  const OperandType ops[] = {operand_type(a), operand_type(b)};
  return result_type(ops);
}
ScalarType result_type(const Scalar& a, const Tensor& b) {
  const OperandType ops[] = {operand_type(a), operand_type(b)};
  return result_type(ops);
}
ScalarType result_type(const Scalar& a, const Scalar& b) {
  const OperandType ops[] = {operand_type(a), operand_type(b)};
  return result_type(ops);
}

bool can_cast(ScalarType from, ScalarType to) {
  if (complex_type(from) && !complex_type(to)) return false;
  if (floating_type(from) && is_integral(to, /*include_bool=*/false)) return false;
  // Bool is its own category (bool_tensor + 5 -> int64), so nothing else may land in it.
  return from == ST::Bool || to != ST::Bool;
}

}  // namespace opforge
