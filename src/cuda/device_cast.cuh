// Elements on the device: how each non-shell dtype sits in memory, the value it is computed with,
// and the conversion between any two of them, with the semantics of cast_element
// (src/core/element_cast.h), restated for code that runs on the device. Everything here is
// __host__ __device__, so the host computes exactly what the device does (wrapped scalars are
// converted on the host with these same functions).
//
// Value types (device_value_t<S> of a storage type S): S itself, except std::complex<V>, which is
// computed as ::cuda::std::complex<V> (std::complex has no device code). In memory:
// - bool is read as its byte, "not zero" (a uint8 tensor viewed as bool holds other bytes), and
//   written as 0 or 1;
// - a complex<V> is two V, real first (std::complex's layout), aligned as V;
// - half, bfloat16, complex32 and float8 are their bit patterns.
//
// device_cast<To>(from) between value types (and any built-in arithmetic type a functor returns):
// - complex -> real keeps the real part; real -> complex gets a zero imaginary part;
// - anything -> bool is "not zero" (complex: either part);
// - floating -> integer truncates; out of range or NaN gives x86's result without undefined
//   behaviour: to int64 INT64_MIN; to int8/16/32 through int32 (INT32_MIN), wrapped to the width;
//   to uint8 through int64, wrapped;
// - integer -> narrower integer wraps;
// - half, bfloat16 and float8 convert through float32 (double -> half rounds twice).
#pragma once

#include <cstdint>
#include <string_view>
#include <type_traits>

#include <cuda/std/complex>

#include "cuda/float8_convert.cuh"
#include "opforge/dtype_dispatch.h"
#include "opforge/numeric.h"

namespace opforge::cuda_detail {

template <class V>
using DeviceComplex = ::cuda::std::complex<V>;

// A complex<V> element as it sits in memory.
template <class V>
struct StoredComplex {
  V re, im;
};

template <class S>
struct ElementTraits {
  using value = S;
  using stored = S;
};
template <>
struct ElementTraits<bool> {
  using value = bool;
  using stored = uint8_t;
};
template <class V>
struct ElementTraits<std::complex<V>> {
  using value = DeviceComplex<V>;
  using stored = StoredComplex<V>;
};

template <class S>
using device_value_t = typename ElementTraits<S>::value;
template <class S>
using stored_t = typename ElementTraits<S>::stored;

template <class S>
OPFORGE_HOST_DEVICE inline device_value_t<S> from_stored(stored_t<S> s) {
  if constexpr (std::is_same_v<S, bool>)
    return s != 0;
  else if constexpr (std::is_same_v<stored_t<S>, S>)
    return s;
  else
    return device_value_t<S>(s.re, s.im);
}

template <class S>
OPFORGE_HOST_DEVICE inline stored_t<S> to_stored(device_value_t<S> v) {
  if constexpr (std::is_same_v<S, bool>)
    return v ? uint8_t{1} : uint8_t{0};
  else if constexpr (std::is_same_v<stored_t<S>, S>)
    return v;
  else
    return stored_t<S>{v.real(), v.imag()};
}

// Element of storage type S at p (aligned as S).
template <class S>
OPFORGE_HOST_DEVICE inline device_value_t<S> load_element(const char* p) {
  return from_stored<S>(*reinterpret_cast<const stored_t<S>*>(p));
}
template <class S>
OPFORGE_HOST_DEVICE inline void store_element(char* p, device_value_t<S> v) {
  *reinterpret_cast<stored_t<S>*>(p) = to_stored<S>(v);
}

template <class T>
inline constexpr bool is_device_complex = false;
template <class V>
inline constexpr bool is_device_complex<DeviceComplex<V>> = true;
template <>
inline constexpr bool is_device_complex<ComplexHalf> = true;

template <class T>
inline constexpr bool is_float8 = false;
template <Float8Kind K>
inline constexpr bool is_float8<Float8<K>> = true;

template <class T>
struct Float8KindOf;
template <Float8Kind K>
struct Float8KindOf<Float8<K>> {
  static constexpr Float8Kind value = K;
};

template <class T>
inline constexpr bool is_reduced_float = std::is_same_v<T, Half> || std::is_same_v<T, BFloat16> || is_float8<T>;

template <class T>
inline constexpr bool is_integer = std::is_integral_v<T> && !std::is_same_v<T, bool>;

template <Float8Kind K>
OPFORGE_HOST_DEVICE inline float float8_value(Float8<K> v) {
  return float8_to_float_hd<K>(v.x);
}

// The value of a real element as a built-in arithmetic type.
template <class T>
OPFORGE_HOST_DEVICE inline auto widen(T v) {
  if constexpr (is_float8<T>)
    return float8_value(v);
  else if constexpr (is_reduced_float<T>)
    return static_cast<float>(v);
  else
    return v;
}

// A complex value with built-in parts (complex32 -> complex<float>).
template <class T>
OPFORGE_HOST_DEVICE inline auto widen_complex(T v) {
  if constexpr (std::is_same_v<T, ComplexHalf>)
    return DeviceComplex<float>(static_cast<float>(v.re), static_cast<float>(v.im));
  else
    return v;
}

// x86's cvttsd2si: truncation, or the "integer indefinite" INT64_MIN when out of range or NaN.
OPFORGE_HOST_DEVICE inline int64_t truncate_to_int64(double v) {
  if (v >= -9223372036854775808.0 && v < 9223372036854775808.0) return static_cast<int64_t>(v);
  return INT64_MIN;
}
// The 32-bit form of the same instruction.
OPFORGE_HOST_DEVICE inline int32_t truncate_to_int32(double v) {
  if (v > -2147483649.0 && v < 2147483648.0) return static_cast<int32_t>(v);
  return INT32_MIN;
}

template <class To>
OPFORGE_HOST_DEVICE inline To floating_to_integer(double v) {
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

template <class To>
OPFORGE_HOST_DEVICE inline To from_float(float f) {
  if constexpr (is_float8<To>) {
    To r;
    r.x = float_to_float8_hd<Float8KindOf<To>::value>(f);
    return r;
  } else {
    return To(f);
  }
}

template <class To, class From>
OPFORGE_HOST_DEVICE inline To device_cast(From v) {
  if constexpr (std::is_same_v<To, From>) {
    return v;
  } else if constexpr (is_device_complex<From>) {
    const auto z = widen_complex(v);
    if constexpr (std::is_same_v<To, ComplexHalf>) {
      ComplexHalf r;
      r.re = Half(static_cast<float>(z.real()));
      r.im = Half(static_cast<float>(z.imag()));
      return r;
    } else if constexpr (is_device_complex<To>) {
      using V = typename To::value_type;
      return To(static_cast<V>(z.real()), static_cast<V>(z.imag()));
    } else if constexpr (std::is_same_v<To, bool>) {
      return z.real() != 0 || z.imag() != 0;
    } else {
      return device_cast<To>(z.real());
    }
  } else if constexpr (std::is_same_v<To, ComplexHalf>) {
    ComplexHalf r;
    r.re = Half(device_cast<float>(v));
    r.im = Half(0.0f);
    return r;
  } else if constexpr (is_device_complex<To>) {
    using V = typename To::value_type;
    return To(device_cast<V>(v), V(0));
  } else if constexpr (std::is_same_v<To, bool>) {
    return widen(v) != 0;
  } else if constexpr (is_integer<To>) {
    if constexpr (std::is_integral_v<From>)
      return static_cast<To>(v);
    else
      return floating_to_integer<To>(static_cast<double>(widen(v)));
  } else if constexpr (is_reduced_float<To>) {
    return from_float<To>(static_cast<float>(widen(v)));
  } else {
    return static_cast<To>(widen(v));
  }
}

// Calls fn(TypeTag<S>{}) with the storage type S of dtype t, for the dtypes device kernels read
// and write (DtypeSet::NumericAndFloat8). The host checks dtypes with check_device_dtype before a
// launch, so no other dtype reaches the device.
template <class Fn>
OPFORGE_HOST_DEVICE inline void visit_device_dtype(ScalarType t, Fn&& fn) {
  switch (t) {
    case ScalarType::Bool: fn(TypeTag<bool>{}); break;
    case ScalarType::UInt8: fn(TypeTag<uint8_t>{}); break;
    case ScalarType::Int8: fn(TypeTag<int8_t>{}); break;
    case ScalarType::Int16: fn(TypeTag<int16_t>{}); break;
    case ScalarType::Int32: fn(TypeTag<int32_t>{}); break;
    case ScalarType::Int64: fn(TypeTag<int64_t>{}); break;
    case ScalarType::Half: fn(TypeTag<Half>{}); break;
    case ScalarType::BFloat16: fn(TypeTag<BFloat16>{}); break;
    case ScalarType::Float: fn(TypeTag<float>{}); break;
    case ScalarType::Double: fn(TypeTag<double>{}); break;
    case ScalarType::ComplexHalf: fn(TypeTag<ComplexHalf>{}); break;
    case ScalarType::ComplexFloat: fn(TypeTag<std::complex<float>>{}); break;
    case ScalarType::ComplexDouble: fn(TypeTag<std::complex<double>>{}); break;
    case ScalarType::Float8_e4m3fn: fn(TypeTag<Float8_e4m3fn>{}); break;
    case ScalarType::Float8_e5m2: fn(TypeTag<Float8_e5m2>{}); break;
    case ScalarType::Float8_e4m3fnuz: fn(TypeTag<Float8_e4m3fnuz>{}); break;
    case ScalarType::Float8_e5m2fnuz: fn(TypeTag<Float8_e5m2fnuz>{}); break;
    case ScalarType::Float8_e8m0fnu: fn(TypeTag<Float8_e8m0fnu>{}); break;
    default: break;
  }
}

// Raises NotImplementedError naming `what` for a dtype visit_device_dtype does not cover.
inline void check_device_dtype(ScalarType t, std::string_view what) {
  bool covered = false;
  visit_device_dtype(t, [&]<class S>(TypeTag<S>) { covered = true; });
  if (!covered) raise_dtype_not_implemented(what, t);
}

// The element of dtype t at p, converted to the value type V.
template <class V>
OPFORGE_HOST_DEVICE inline V load_as(const char* p, ScalarType t) {
  V out{};
  visit_device_dtype(t, [&]<class S>(TypeTag<S>) { out = device_cast<V>(load_element<S>(p)); });
  return out;
}

// Writes v, converted to dtype t, at p.
template <class V>
OPFORGE_HOST_DEVICE inline void store_as(char* p, ScalarType t, V v) {
  visit_device_dtype(t, [&]<class S>(TypeTag<S>) { store_element<S>(p, device_cast<device_value_t<S>>(v)); });
}

// Bytes of an element of dtype t as it sits in memory (0 for a dtype visit_device_dtype does not
// cover).
OPFORGE_HOST_DEVICE inline int64_t device_element_size(ScalarType t) {
  int64_t size = 0;
  visit_device_dtype(t, [&]<class S>(TypeTag<S>) { size = static_cast<int64_t>(sizeof(stored_t<S>)); });
  return size;
}

// A device function nvcc must not inline: compiled once per translation unit and template
// arguments, and called. Nothing on the host, where inlining costs no compile time worth saving.
#if defined(__CUDA_ARCH__)
#define OPFORGE_DEVICE_NOINLINE __noinline__
#else
#define OPFORGE_DEVICE_NOINLINE
#endif

// load_as and store_as, called rather than inlined: the switch over every dtype, 18 cases of
// loads and conversions, is compiled once per value type V in a translation unit instead of at
// every load and store of every kernel. Inlined, those switches were most of the compile time of
// a generated .cu file (each tiled kernel has eight to sixteen of them, unrolled), for the
// operands whose dtype is not the kernel's, which are rare on the paths that use these (a strided
// or transposed operand of another dtype) and cost a call there, and the one-element operands read
// once per thread.
template <class V>
OPFORGE_HOST_DEVICE OPFORGE_DEVICE_NOINLINE V load_as_called(const char* p, ScalarType t) {
  return load_as<V>(p, t);
}
template <class V>
OPFORGE_HOST_DEVICE OPFORGE_DEVICE_NOINLINE void store_as_called(char* p, ScalarType t, V v) {
  store_as<V>(p, t, v);
}

// visit_device_dtype for code that converts a run of elements of one dtype t inline, in a kernel
// built for dtype Expected (its compute or result dtype): fn(TypeTag<S>{}) for Expected (tested
// first: one comparison) and for the real dtypes whose conversions take an instruction or two,
// then true; false, without calling fn, for complex and float8 dtypes, whose conversions take
// tens of instructions and which the caller converts through load_as_called and store_as_called.
// Inlined at each of a kernel's operands, those would be most of its code and compile time.
template <class Expected, class Fn>
OPFORGE_HOST_DEVICE inline bool visit_inline_device_dtype(ScalarType t, Fn&& fn) {
  if (t == CppTypeToScalarType<Expected>::value) {
    fn(TypeTag<Expected>{});
    return true;
  }
  bool inlined = false;
  visit_device_dtype(t, [&]<class S>(TypeTag<S>) {
    if constexpr (!is_device_complex<device_value_t<S>> && !is_float8<S>) {
      fn(TypeTag<S>{});
      inlined = true;
    }
  });
  return inlined;
}

// load_as and store_as for a kernel built for dtype S: an element of dtype S is read or written
// inline, after one comparison; any other goes through load_as_called or store_as_called.
template <class S, class V>
OPFORGE_HOST_DEVICE inline V load_expecting(const char* p, ScalarType t) {
  if (t == CppTypeToScalarType<S>::value) return device_cast<V>(load_element<S>(p));
  return load_as_called<V>(p, t);
}
template <class S, class V>
OPFORGE_HOST_DEVICE inline void store_expecting(char* p, ScalarType t, V v) {
  if (t == CppTypeToScalarType<S>::value)
    store_element<S>(p, device_cast<device_value_t<S>>(v));
  else
    store_as_called<V>(p, t, v);
}

}  // namespace opforge::cuda_detail
