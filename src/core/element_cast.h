// Converting one element between dtypes, as PyTorch's c10::convert and c10::checked_convert do.
//
// cast_element<To>(from) is the conversion every cast kernel (copy_, to) applies:
// - complex -> real keeps the real part; real -> complex gets a zero imaginary part;
// - anything -> bool is "not zero" (for complex: either part non-zero);
// - floating -> integer truncates toward zero. Out-of-range values (NaN, inf, too large) are
//   undefined behaviour in C++; PyTorch then yields what x86 produces, and so do we, without the
//   undefined behaviour: to int64 out of range gives INT64_MIN; to int8/int16/int32 the value goes
//   through int32 (out of range: INT32_MIN) and wraps to the width; to uint8 it goes through int64
//   (newest PyTorch's rule), so 300.0 -> 44 and -1.0 -> 255;
// - integer -> narrower integer wraps modulo 2^width;
// - half, bfloat16 and the float8 types convert through float32 (double -> half rounds twice, as
//   in PyTorch), with the round-to-nearest-even of opforge/numeric.h.
//
// checked_scalar_cast<To>(scalar) is Scalar::to<T> of PyTorch, used by fill_, full, arange and the
// checks of Scalar operands (pointwise_checks.h: add's alpha, clamp's bounds, masked_fill's value,
// where's number): the same conversion, but a value that does not fit raises RuntimeError "value cannot be converted
// to type int8_t without overflow" (c10's overflows(): integers may wrap negative values into
// unsigned types, infinities and NaN pass where the type has them, complex -> real requires a zero
// imaginary part; nothing overflows bool).
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <string_view>
#include <type_traits>
#include <utility>

#include "opforge/dtype_dispatch.h"
#include "opforge/error.h"
#include "opforge/numeric.h"
#include "opforge/scalar.h"

namespace opforge {

namespace element_detail {

template <class T>
inline constexpr bool is_complex_element = false;
template <class V>
inline constexpr bool is_complex_element<std::complex<V>> = true;
template <>
inline constexpr bool is_complex_element<ComplexHalf> = true;

template <class T>
inline constexpr bool is_float8_element = false;
template <Float8Kind K>
inline constexpr bool is_float8_element<Float8<K>> = true;

// Types whose arithmetic happens after widening to float.
template <class T>
inline constexpr bool is_reduced_float = std::is_same_v<T, Half> || std::is_same_v<T, BFloat16> || is_float8_element<T>;

template <class T>
inline constexpr bool is_integer = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// The value of a real element as a built-in arithmetic type.
template <class T>
auto widen(T v) {
  if constexpr (is_reduced_float<T>)
    return static_cast<float>(v);
  else
    return v;
}

// Real and imaginary parts of a complex element, widened (complex32 -> float).
template <class T>
auto widen_complex(T v) {
  if constexpr (std::is_same_v<T, ComplexHalf>)
    return static_cast<std::complex<float>>(v);
  else
    return v;
}

// x86's cvttsd2si: truncation, or the "integer indefinite" INT64_MIN when out of range or NaN.
inline int64_t truncate_to_int64(double v) {
  if (v >= -9223372036854775808.0 && v < 9223372036854775808.0) return static_cast<int64_t>(v);
  return std::numeric_limits<int64_t>::min();
}
// The 32-bit form of the same instruction.
inline int32_t truncate_to_int32(double v) {
  if (v > -2147483649.0 && v < 2147483648.0) return static_cast<int32_t>(v);
  return std::numeric_limits<int32_t>::min();
}

template <class To>
To floating_to_integer(double v) {
  if constexpr (std::is_same_v<To, int64_t>) {
    return truncate_to_int64(v);
  } else if constexpr (std::is_same_v<To, uint64_t>) {
    if (v >= 0 && v < 18446744073709551616.0) return static_cast<uint64_t>(v);
    return static_cast<uint64_t>(truncate_to_int64(v));
  } else if constexpr (std::is_unsigned_v<To>) {
    return static_cast<To>(truncate_to_int64(v));
  } else {
    return static_cast<To>(truncate_to_int32(v));
  }
}

}  // namespace element_detail

template <class To, class From>
To cast_element(From v) {
  using namespace element_detail;
  if constexpr (std::is_same_v<To, From>) {
    return v;
  } else if constexpr (is_complex_element<From>) {
    const auto z = widen_complex(v);
    if constexpr (std::is_same_v<To, ComplexHalf>) {
      return ComplexHalf(std::complex<float>(static_cast<float>(z.real()), static_cast<float>(z.imag())));
    } else if constexpr (is_complex_element<To>) {
      using V = typename To::value_type;
      return To(static_cast<V>(z.real()), static_cast<V>(z.imag()));
    } else if constexpr (std::is_same_v<To, bool>) {
      return z.real() != 0 || z.imag() != 0;
    } else {
      return cast_element<To>(z.real());
    }
  } else if constexpr (std::is_same_v<To, ComplexHalf>) {
    return ComplexHalf(std::complex<float>(cast_element<float>(v), 0.0f));
  } else if constexpr (is_complex_element<To>) {
    using V = typename To::value_type;
    return To(cast_element<V>(v), V(0));
  } else if constexpr (std::is_same_v<To, bool>) {
    return widen(v) != 0;
  } else if constexpr (is_integer<To>) {
    if constexpr (std::is_integral_v<From>)
      return static_cast<To>(v);
    else
      return floating_to_integer<To>(static_cast<double>(widen(v)));
  } else if constexpr (is_reduced_float<To>) {
    return To(static_cast<float>(widen(v)));
  } else {
    return static_cast<To>(widen(v));
  }
}

namespace element_detail {

// numeric_limits of the real element types c10 defines them for, as doubles.
template <class T>
struct RealLimits {
  static constexpr bool is_signed = std::numeric_limits<T>::is_signed;
  static constexpr bool has_infinity = std::numeric_limits<T>::has_infinity;
  static constexpr bool has_quiet_nan = std::numeric_limits<T>::has_quiet_NaN;
  static constexpr double lowest = static_cast<double>(std::numeric_limits<T>::lowest());
  static constexpr double max = static_cast<double>(std::numeric_limits<T>::max());
};
struct Binary16Limits {
  static constexpr bool is_signed = true;
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_nan = true;
};
template <>
struct RealLimits<Half> : Binary16Limits {
  static constexpr double lowest = -65504.0;
  static constexpr double max = 65504.0;
};
template <>
struct RealLimits<BFloat16> : Binary16Limits {
  static constexpr double lowest = -3.3895313892515355e38;
  static constexpr double max = 3.3895313892515355e38;
};
template <>
struct RealLimits<Float8_e4m3fn> {
  static constexpr bool is_signed = true, has_infinity = false, has_quiet_nan = true;
  static constexpr double lowest = -448.0, max = 448.0;
};
template <>
struct RealLimits<Float8_e5m2> {
  static constexpr bool is_signed = true, has_infinity = true, has_quiet_nan = true;
  static constexpr double lowest = -57344.0, max = 57344.0;
};
template <>
struct RealLimits<Float8_e4m3fnuz> {
  static constexpr bool is_signed = true, has_infinity = false, has_quiet_nan = true;
  static constexpr double lowest = -240.0, max = 240.0;
};
template <>
struct RealLimits<Float8_e5m2fnuz> {
  static constexpr bool is_signed = true, has_infinity = false, has_quiet_nan = true;
  static constexpr double lowest = -57344.0, max = 57344.0;
};
// e8m0fnu has no sign and no zero: its lowest value is 2^-127.
template <>
struct RealLimits<Float8_e8m0fnu> {
  static constexpr bool is_signed = false, has_infinity = false, has_quiet_nan = true;
  static constexpr double lowest = 5.877471754111438e-39, max = 1.7014118346046923e38;
};

template <class T>
struct ValueType {
  using type = T;
};
template <class V>
struct ValueType<std::complex<V>> {
  using type = V;
};
template <>
struct ValueType<ComplexHalf> {
  using type = Half;
};

template <class To>
bool overflows_integer(int64_t f) {
  using R = typename ValueType<To>::type;
  if constexpr (is_integer<R>) {
    constexpr auto max = std::numeric_limits<R>::max();
    if constexpr (std::is_unsigned_v<R>)  // negative values may wrap around (x - y as x + (max+1-y))
      return std::cmp_greater(f, max) || (f < 0 && -static_cast<uint64_t>(f) > static_cast<uint64_t>(max));
    else
      return std::cmp_less(f, std::numeric_limits<R>::lowest()) || std::cmp_greater(f, max);
  } else {
    using L = RealLimits<R>;
    const auto d = static_cast<double>(f);
    if constexpr (!L::is_signed)
      return d > L::max || (f < 0 && static_cast<double>(-static_cast<uint64_t>(f)) > L::max);
    else
      return d < L::lowest || d > L::max;
  }
}

template <class To>
bool overflows_floating(double f) {
  using R = typename ValueType<To>::type;
  if constexpr (is_integer<R>) {
    if (std::isnan(f)) return true;
    // c10 compares in double: f < lowest || f > max. A fraction past the range fails though it
    // would truncate into it (127.5 does not fit int8). A 64-bit max is not a double: it rounds up
    // to 2^63, which c10 lets through and converts to INT64_MIN; the bound here is 2^63 itself,
    // exclusive, so that value raises instead (the one place this check is stricter than c10's).
    constexpr double lowest = static_cast<double>(std::numeric_limits<R>::lowest());
    if constexpr (std::numeric_limits<R>::digits < 53) {
      return f < lowest || f > static_cast<double>(std::numeric_limits<R>::max());
    } else {
      constexpr double upper = 2.0 * static_cast<double>(uint64_t{1} << (std::numeric_limits<R>::digits - 1));
      return f < lowest || f >= upper;
    }
  } else {
    using L = RealLimits<R>;
    if (L::has_infinity && std::isinf(f)) return false;
    if (!L::has_quiet_nan && std::isnan(f)) return true;
    return f < L::lowest || f > L::max;
  }
}

// The C++ type names PyTorch's Scalar accessors report ("int" for int32, "at::Half", ...).
constexpr std::string_view accessor_name(ScalarType t) {
  switch (t) {
    case ScalarType::UInt8: return "uint8_t";
    case ScalarType::Int8: return "int8_t";
    case ScalarType::Int16: return "int16_t";
    case ScalarType::Int32: return "int";
    case ScalarType::Int64: return "int64_t";
    case ScalarType::UInt16: return "uint16_t";
    case ScalarType::UInt32: return "uint32_t";
    case ScalarType::UInt64: return "uint64_t";
    case ScalarType::Half: return "at::Half";
    case ScalarType::BFloat16: return "at::BFloat16";
    case ScalarType::Float: return "float";
    case ScalarType::Double: return "double";
    case ScalarType::ComplexHalf: return "c10::complex<c10::Half>";
    case ScalarType::ComplexFloat: return "c10::complex<float>";
    case ScalarType::ComplexDouble: return "c10::complex<double>";
    case ScalarType::Float8_e4m3fn: return "at::Float8_e4m3fn";
    case ScalarType::Float8_e5m2: return "at::Float8_e5m2";
    case ScalarType::Float8_e4m3fnuz: return "at::Float8_e4m3fnuz";
    case ScalarType::Float8_e5m2fnuz: return "at::Float8_e5m2fnuz";
    case ScalarType::Float8_e8m0fnu: return "at::Float8_e8m0fnu";
    default: return "bool";
  }
}

}  // namespace element_detail

// `type_name` is what the overflow message calls To; by default PyTorch's C++ name of it.
template <class To>
To checked_scalar_cast(const Scalar& s,
                       std::string_view type_name = element_detail::accessor_name(CppTypeToScalarType<To>::value)) {
  using namespace element_detail;
  bool overflow = false;
  if constexpr (!std::is_same_v<To, bool>) {
    switch (s.tag()) {
      case Scalar::Tag::Bool: break;
      case Scalar::Tag::Int: overflow = overflows_integer<To>(s.to_long()); break;
      case Scalar::Tag::Float: overflow = overflows_floating<To>(s.to_double()); break;
      case Scalar::Tag::Complex: {
        const std::complex<double> z = s.to_complex();
        overflow = (!is_complex_element<To> && z.imag() != 0) || overflows_floating<To>(z.real()) ||
                   overflows_floating<To>(z.imag());
        break;
      }
    }
  }
  OPFORGE_CHECK(!overflow, RuntimeError, "value cannot be converted to type {} without overflow", type_name);
  switch (s.tag()) {
    case Scalar::Tag::Bool: return cast_element<To>(s.to_bool());
    case Scalar::Tag::Int: return cast_element<To>(s.to_long());
    case Scalar::Tag::Float: return cast_element<To>(s.to_double());
    case Scalar::Tag::Complex: break;
  }
  return cast_element<To>(s.to_complex());
}

}  // namespace opforge
