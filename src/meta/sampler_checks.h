// What the samplers' checks share (meta/uniform.cpp, meta/normal.cpp).
#pragma once

#include <limits>
#include <string_view>
#include <type_traits>

#include "opforge/numeric.h"
#include "opforge/scalar_type.h"

namespace opforge::meta {

// The dtypes PyTorch's CPU samplers compute in: float, double, half, bfloat16.
template <class T>
inline constexpr bool is_sampled_type =
    std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>;

// The largest finite value of T (half and bfloat16 have no std::numeric_limits here); the lowest is
// its negation.
template <class T>
constexpr double max_finite() {
  if constexpr (std::is_same_v<T, Half>)
    return 65504.0;
  else if constexpr (std::is_same_v<T, BFloat16>)
    return 3.3895313892515355e38;
  else
    return static_cast<double>(std::numeric_limits<T>::max());
}

// A complex tensor is sampled as its real view (PyTorch's view_as_real).
inline ScalarType sampled_dtype(ScalarType t) {
  switch (t) {
    case ScalarType::ComplexHalf: return ScalarType::Half;
    case ScalarType::ComplexFloat: return ScalarType::Float;
    case ScalarType::ComplexDouble: return ScalarType::Double;
    default: return t;
  }
}

// The dtype as PyTorch's TypeMeta names it in the samplers' bounds messages.
inline std::string_view type_meta_name(ScalarType t) {
  switch (t) {
    case ScalarType::Half: return "c10::Half";
    case ScalarType::BFloat16: return "c10::BFloat16";
    case ScalarType::Double: return "double";
    case ScalarType::UInt8: return "unsigned char";
    case ScalarType::Int8: return "signed char";
    case ScalarType::Int16: return "short int";
    case ScalarType::Int32: return "int";
    case ScalarType::Int64: return "long int";
    case ScalarType::Bool: return "bool";
    default: return "float";
  }
}

// The dtypes a sampler's CPU kernel dispatches over, as PyTorch's AT_DISPATCH lists: floating (float,
// double), with integers, with half and bfloat16, with bool. Others raise PyTorch's
// "\"NAME\" not implemented for 'Long'" naming the kernel.
struct SampledDtypes {
  bool integers = false;
  bool reduced = false;
  bool boolean = false;
};

inline bool is_sampled_dtype(ScalarType t, SampledDtypes allowed) {
  switch (t) {
    case ScalarType::Float:
    case ScalarType::Double: return true;
    case ScalarType::Half:
    case ScalarType::BFloat16: return allowed.reduced;
    case ScalarType::Bool: return allowed.boolean;
    case ScalarType::UInt8:
    case ScalarType::Int8:
    case ScalarType::Int16:
    case ScalarType::Int32:
    case ScalarType::Int64: return allowed.integers;
    default: return false;
  }
}

void check_sampled_dtype(ScalarType t, SampledDtypes allowed, std::string_view kernel);

}  // namespace opforge::meta
