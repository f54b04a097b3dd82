// The C++ type of each dtype, and a switch that calls a generic lambda with a value of that type:
//   visit_dtype(t, [&]<class T>(TypeTag<T>) { ... })
// The visitor groups say which dtypes a kernel handles; any other dtype raises
// NotImplementedError naming the operation and the dtype (shell dtypes end up here).
#pragma once

#include <complex>
#include <cstdint>
#include <string_view>

#include "opforge/error.h"
#include "opforge/numeric.h"
#include "opforge/scalar_type.h"

namespace opforge {

template <class T>
struct TypeTag {
  using type = T;
};

template <ScalarType S>
struct ScalarTypeToCpp;
template <class T>
struct CppTypeToScalarType;

#define OPFORGE_FORALL_SCALAR_TYPES(_)           \
  _(bool, Bool)                                  \
  _(uint8_t, UInt8)                              \
  _(int8_t, Int8)                                \
  _(int16_t, Int16)                              \
  _(int32_t, Int32)                              \
  _(int64_t, Int64)                              \
  _(uint16_t, UInt16)                            \
  _(uint32_t, UInt32)                            \
  _(uint64_t, UInt64)                            \
  _(::opforge::Half, Half)                       \
  _(::opforge::BFloat16, BFloat16)               \
  _(float, Float)                                \
  _(double, Double)                              \
  _(::opforge::ComplexHalf, ComplexHalf)         \
  _(std::complex<float>, ComplexFloat)           \
  _(std::complex<double>, ComplexDouble)         \
  _(::opforge::Float8_e4m3fn, Float8_e4m3fn)     \
  _(::opforge::Float8_e5m2, Float8_e5m2)         \
  _(::opforge::Float8_e4m3fnuz, Float8_e4m3fnuz) \
  _(::opforge::Float8_e5m2fnuz, Float8_e5m2fnuz) \
  _(::opforge::Float8_e8m0fnu, Float8_e8m0fnu)   \
  _(::opforge::Float4_e2m1fn_x2, Float4_e2m1fn_x2)

#define OPFORGE_DEFINE_TYPE_MAP(cpp, st)                \
  template <>                                           \
  struct ScalarTypeToCpp<ScalarType::st> {              \
    using type = cpp;                                   \
  };                                                    \
  template <>                                           \
  struct CppTypeToScalarType<cpp> {                     \
    static constexpr ScalarType value = ScalarType::st; \
  };
OPFORGE_FORALL_SCALAR_TYPES(OPFORGE_DEFINE_TYPE_MAP)
#undef OPFORGE_DEFINE_TYPE_MAP

// Which dtypes a visit covers.
enum class DtypeSet : uint8_t {
  All,               // every dtype, shells included (byte-level work: fill with bits, copy same dtype)
  Numeric,           // every non-shell dtype: bool, ints up to int64, half/bf16/float/double, complex
  NumericAndFloat8,  // Numeric plus the five float8 types (conversions to/from float)
};

[[noreturn]] void raise_dtype_not_implemented(std::string_view op, ScalarType t);

template <DtypeSet Set = DtypeSet::Numeric, class F>
decltype(auto) visit_dtype(ScalarType t, std::string_view op, F&& f) {
  constexpr bool shells = Set == DtypeSet::All;
  constexpr bool f8 = Set == DtypeSet::All || Set == DtypeSet::NumericAndFloat8;
  switch (t) {
    case ScalarType::Bool: return f(TypeTag<bool>{});
    case ScalarType::UInt8: return f(TypeTag<uint8_t>{});
    case ScalarType::Int8: return f(TypeTag<int8_t>{});
    case ScalarType::Int16: return f(TypeTag<int16_t>{});
    case ScalarType::Int32: return f(TypeTag<int32_t>{});
    case ScalarType::Int64: return f(TypeTag<int64_t>{});
    case ScalarType::Half: return f(TypeTag<Half>{});
    case ScalarType::BFloat16: return f(TypeTag<BFloat16>{});
    case ScalarType::Float: return f(TypeTag<float>{});
    case ScalarType::Double: return f(TypeTag<double>{});
    case ScalarType::ComplexHalf: return f(TypeTag<ComplexHalf>{});
    case ScalarType::ComplexFloat: return f(TypeTag<std::complex<float>>{});
    case ScalarType::ComplexDouble: return f(TypeTag<std::complex<double>>{});
    case ScalarType::UInt16:
      if constexpr (shells) return f(TypeTag<uint16_t>{});
      break;
    case ScalarType::UInt32:
      if constexpr (shells) return f(TypeTag<uint32_t>{});
      break;
    case ScalarType::UInt64:
      if constexpr (shells) return f(TypeTag<uint64_t>{});
      break;
    case ScalarType::Float8_e4m3fn:
      if constexpr (f8) return f(TypeTag<Float8_e4m3fn>{});
      break;
    case ScalarType::Float8_e5m2:
      if constexpr (f8) return f(TypeTag<Float8_e5m2>{});
      break;
    case ScalarType::Float8_e4m3fnuz:
      if constexpr (f8) return f(TypeTag<Float8_e4m3fnuz>{});
      break;
    case ScalarType::Float8_e5m2fnuz:
      if constexpr (f8) return f(TypeTag<Float8_e5m2fnuz>{});
      break;
    case ScalarType::Float8_e8m0fnu:
      if constexpr (f8) return f(TypeTag<Float8_e8m0fnu>{});
      break;
    case ScalarType::Float4_e2m1fn_x2:
      if constexpr (shells) return f(TypeTag<Float4_e2m1fn_x2>{});
      break;
    case ScalarType::Undefined: break;
  }
  raise_dtype_not_implemented(op, t);
}

}  // namespace opforge
