// Every dtype of pytorch.org/docs/stable/tensor_attributes.html, with its names, size and category.
// Shell dtypes (float8 family, float4_e2m1fn_x2, uint16/32/64) support creation, fill, copy, cat,
// view and reshape; everything that looks inside their elements raises NotImplementedError.
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace opforge {

enum class ScalarType : int8_t {
  Bool,
  UInt8,
  Int8,
  Int16,
  Int32,
  Int64,
  UInt16,
  UInt32,
  UInt64,
  Half,
  BFloat16,
  Float,
  Double,
  ComplexHalf,
  ComplexFloat,
  ComplexDouble,
  Float8_e4m3fn,
  Float8_e5m2,
  Float8_e4m3fnuz,
  Float8_e5m2fnuz,
  Float8_e8m0fnu,
  Float4_e2m1fn_x2,
  Undefined,
};
inline constexpr int kNumScalarTypes = static_cast<int>(ScalarType::Undefined);

inline constexpr ScalarType kBool = ScalarType::Bool;
inline constexpr ScalarType kUInt8 = ScalarType::UInt8;
inline constexpr ScalarType kByte = ScalarType::UInt8;
inline constexpr ScalarType kInt8 = ScalarType::Int8;
inline constexpr ScalarType kChar = ScalarType::Int8;
inline constexpr ScalarType kInt16 = ScalarType::Int16;
inline constexpr ScalarType kShort = ScalarType::Int16;
inline constexpr ScalarType kInt32 = ScalarType::Int32;
inline constexpr ScalarType kInt = ScalarType::Int32;
inline constexpr ScalarType kInt64 = ScalarType::Int64;
inline constexpr ScalarType kLong = ScalarType::Int64;
inline constexpr ScalarType kUInt16 = ScalarType::UInt16;
inline constexpr ScalarType kUInt32 = ScalarType::UInt32;
inline constexpr ScalarType kUInt64 = ScalarType::UInt64;
inline constexpr ScalarType kFloat16 = ScalarType::Half;
inline constexpr ScalarType kHalf = ScalarType::Half;
inline constexpr ScalarType kBFloat16 = ScalarType::BFloat16;
inline constexpr ScalarType kFloat32 = ScalarType::Float;
inline constexpr ScalarType kFloat = ScalarType::Float;
inline constexpr ScalarType kFloat64 = ScalarType::Double;
inline constexpr ScalarType kDouble = ScalarType::Double;
inline constexpr ScalarType kComplex32 = ScalarType::ComplexHalf;
inline constexpr ScalarType kComplexHalf = ScalarType::ComplexHalf;
inline constexpr ScalarType kChalf = ScalarType::ComplexHalf;
inline constexpr ScalarType kComplex64 = ScalarType::ComplexFloat;
inline constexpr ScalarType kComplexFloat = ScalarType::ComplexFloat;
inline constexpr ScalarType kCfloat = ScalarType::ComplexFloat;
inline constexpr ScalarType kComplex128 = ScalarType::ComplexDouble;
inline constexpr ScalarType kComplexDouble = ScalarType::ComplexDouble;
inline constexpr ScalarType kCdouble = ScalarType::ComplexDouble;
inline constexpr ScalarType kFloat8_e4m3fn = ScalarType::Float8_e4m3fn;
inline constexpr ScalarType kFloat8_e5m2 = ScalarType::Float8_e5m2;
inline constexpr ScalarType kFloat8_e4m3fnuz = ScalarType::Float8_e4m3fnuz;
inline constexpr ScalarType kFloat8_e5m2fnuz = ScalarType::Float8_e5m2fnuz;
inline constexpr ScalarType kFloat8_e8m0fnu = ScalarType::Float8_e8m0fnu;
inline constexpr ScalarType kFloat4_e2m1fn_x2 = ScalarType::Float4_e2m1fn_x2;

// Static facts about one dtype. `name` is the Python spelling ("float32"), `cpp_name` the one
// PyTorch's C++ error messages use ("Float").
struct ScalarTypeInfo {
  std::string_view name;
  std::string_view cpp_name;
  uint8_t itemsize;
  bool is_floating_point;  // true for real floating types, including float8 and float4
  bool is_complex;
  bool is_signed;
  bool is_shell;
};

namespace detail {
// Inline because every op asks several of these questions on its short path.
// One row per ScalarType in enum order, plus a last row for Undefined so error messages can
// name it. Flags follow PyTorch's isFloatingType / isComplexType / isSignedType.
inline constexpr std::array<ScalarTypeInfo, kNumScalarTypes + 1> kScalarTypeInfos{{
    //  name                cpp_name            size  float  complex signed shell
    {"bool", "Bool", 1, false, false, false, false},
    {"uint8", "Byte", 1, false, false, false, false},
    {"int8", "Char", 1, false, false, true, false},
    {"int16", "Short", 2, false, false, true, false},
    {"int32", "Int", 4, false, false, true, false},
    {"int64", "Long", 8, false, false, true, false},
    {"uint16", "UInt16", 2, false, false, false, true},
    {"uint32", "UInt32", 4, false, false, false, true},
    {"uint64", "UInt64", 8, false, false, false, true},
    {"float16", "Half", 2, true, false, true, false},
    {"bfloat16", "BFloat16", 2, true, false, true, false},
    {"float32", "Float", 4, true, false, true, false},
    {"float64", "Double", 8, true, false, true, false},
    {"complex32", "ComplexHalf", 4, false, true, true, false},
    {"complex64", "ComplexFloat", 8, false, true, true, false},
    {"complex128", "ComplexDouble", 16, false, true, true, false},
    {"float8_e4m3fn", "Float8_e4m3fn", 1, true, false, true, true},
    {"float8_e5m2", "Float8_e5m2", 1, true, false, true, true},
    {"float8_e4m3fnuz", "Float8_e4m3fnuz", 1, true, false, true, true},
    {"float8_e5m2fnuz", "Float8_e5m2fnuz", 1, true, false, true, true},
    // e8m0 has no sign bit: PyTorch reports it unsigned.
    {"float8_e8m0fnu", "Float8_e8m0fnu", 1, true, false, false, true},
    {"float4_e2m1fn_x2", "Float4_e2m1fn_x2", 1, true, false, true, true},
    {"undefined", "Undefined", 0, false, false, false, false},
}};
}  // namespace detail

inline const ScalarTypeInfo& info(ScalarType t) {
  const auto i = static_cast<unsigned>(static_cast<uint8_t>(t));
  return detail::kScalarTypeInfos[i < detail::kScalarTypeInfos.size() ? i : detail::kScalarTypeInfos.size() - 1];
}

// Whether a tensor can have dtype t: an enumerator before Undefined. Undefined, and values cast from
// integers out of the enum's range, are not dtypes of any tensor (their itemsize reads as 0).
inline bool is_tensor_dtype(ScalarType t) { return static_cast<uint8_t>(t) < kNumScalarTypes; }
// RuntimeError "Unrecognized ScalarType: Undefined" (or the number) unless is_tensor_dtype(t). Every
// TensorImpl checks its dtype with it, so no kernel sees a tensor of an undefined dtype.
void check_tensor_dtype(ScalarType t);

inline size_t itemsize(ScalarType t) { return info(t).itemsize; }
inline size_t element_size(ScalarType t) { return info(t).itemsize; }
inline bool is_floating_point(ScalarType t) { return info(t).is_floating_point; }
inline bool is_complex(ScalarType t) { return info(t).is_complex; }
inline bool is_signed(ScalarType t) { return info(t).is_signed; }
inline bool is_shell(ScalarType t) { return info(t).is_shell; }
inline bool is_integral(ScalarType t, bool include_bool) {
  return (t == ScalarType::Bool && include_bool) || (t >= ScalarType::UInt8 && t <= ScalarType::UInt64);
}
inline bool is_float8(ScalarType t) { return t >= ScalarType::Float8_e4m3fn && t <= ScalarType::Float8_e8m0fnu; }
inline bool is_barebones_unsigned(ScalarType t) {
  return t == ScalarType::UInt16 || t == ScalarType::UInt32 || t == ScalarType::UInt64;
}

// "float32" for kFloat; the name printed after "opforge." and accepted by parse_scalar_type.
std::string_view to_string(ScalarType t);
// "opforge.float32", what fmt formats.
std::ostream& operator<<(std::ostream& os, ScalarType t);
// PyTorch's C++ spelling ("Float", "Long"), used inside PyTorch-worded error messages.
std::string_view cpp_name(ScalarType t);

// Parses a dtype name or alias: "float32", "float", "torch.float32", "opforge.float". Returns nullopt
// when the name is unknown.
std::optional<ScalarType> try_parse_scalar_type(std::string_view s);
// As above, but raises TypeError for an unknown name.
ScalarType parse_scalar_type(std::string_view s);

// The complex dtype whose components are `t` (float -> complex64) and back.
ScalarType to_complex_type(ScalarType t);
ScalarType to_real_value_type(ScalarType t);

// The default floating dtype used for float scalars and factory functions (float32 at start).
ScalarType get_default_dtype();
// The complex dtype matching the default dtype (complex64 for float32, complex128 for float64).
ScalarType get_default_complex_dtype();
// Only floating point dtypes are accepted; anything else raises TypeError like PyTorch.
void set_default_dtype(ScalarType t);

}  // namespace opforge

template <>
struct fmt::formatter<opforge::ScalarType> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(opforge::ScalarType t, Ctx& ctx) const {
    return fmt::format_to(ctx.out(), "opforge.{}", opforge::to_string(t));
  }
};
