// A number passed where PyTorch takes a Python number: bool, integer, float or complex.
// Its tag decides how it takes part in type promotion (the "wrapped scalar" tier).
#pragma once

#include <complex>
#include <concepts>
#include <cstdint>

#include <fmt/format.h>

#include "opforge/numeric.h"
#include "opforge/scalar_type.h"

namespace opforge {

namespace detail {
template <class T>
inline constexpr bool is_std_complex = false;
template <class T>
inline constexpr bool is_std_complex<std::complex<T>> = true;
}  // namespace detail

class Scalar {
 public:
  enum class Tag : uint8_t { Bool, Int, Float, Complex };

  Scalar() : Scalar(int64_t{0}) {}
  Scalar(bool v) : tag_(Tag::Bool) { i_ = v; }
  template <std::integral T>
    requires(!std::same_as<T, bool>)
  Scalar(T v) : tag_(Tag::Int) {
    i_ = static_cast<int64_t>(v);
  }
  template <std::floating_point T>
  Scalar(T v) : tag_(Tag::Float) {
    d_ = static_cast<double>(v);
  }
  Scalar(Half v) : Scalar(static_cast<float>(v)) {}
  Scalar(BFloat16 v) : Scalar(static_cast<float>(v)) {}
  template <std::floating_point T>
  Scalar(std::complex<T> v) : tag_(Tag::Complex) {
    z_ = {static_cast<double>(v.real()), static_cast<double>(v.imag())};
  }

  Tag tag() const { return tag_; }
  bool is_boolean() const { return tag_ == Tag::Bool; }
  bool is_integral(bool include_bool) const { return tag_ == Tag::Int || (include_bool && tag_ == Tag::Bool); }
  bool is_floating_point() const { return tag_ == Tag::Float; }
  bool is_complex() const { return tag_ == Tag::Complex; }

  // The dtype of the value as stored: Bool, Long, Double or ComplexDouble (PyTorch's Scalar::type).
  ScalarType type() const {
    switch (tag_) {
      case Tag::Bool: return kBool;
      case Tag::Int: return kLong;
      case Tag::Float: return kDouble;
      case Tag::Complex: return kComplexDouble;
    }
    return kLong;
  }

  // The value converted to T with C++ conversion rules (complex -> real keeps the real part).
  template <class T>
  T to() const {
    if constexpr (std::same_as<T, bool>) {
      switch (tag_) {
        case Tag::Bool:
        case Tag::Int: return i_ != 0;
        case Tag::Float: return d_ != 0;
        case Tag::Complex: return z_ != std::complex<double>(0, 0);
      }
      return false;
    } else if constexpr (detail::is_std_complex<T>) {
      using V = typename T::value_type;
      switch (tag_) {
        case Tag::Bool:
        case Tag::Int: return T(static_cast<V>(i_), V(0));
        case Tag::Float: return T(static_cast<V>(d_), V(0));
        case Tag::Complex: return T(static_cast<V>(z_.real()), static_cast<V>(z_.imag()));
      }
      return T();
    } else {
      switch (tag_) {
        case Tag::Bool:
        case Tag::Int: return static_cast<T>(i_);
        case Tag::Float: return static_cast<T>(d_);
        case Tag::Complex: return static_cast<T>(z_.real());
      }
      return T();
    }
  }

  int64_t to_long() const { return to<int64_t>(); }
  double to_double() const { return to<double>(); }
  std::complex<double> to_complex() const { return to<std::complex<double>>(); }
  bool to_bool() const { return to<bool>(); }

  bool operator==(const Scalar& o) const {
    if (tag_ != o.tag_) return false;
    switch (tag_) {
      case Tag::Bool:
      case Tag::Int: return i_ == o.i_;
      case Tag::Float: return d_ == o.d_;
      case Tag::Complex: return z_ == o.z_;
    }
    return false;
  }

 private:
  Tag tag_;
  union {
    int64_t i_;
    double d_;
    std::complex<double> z_;
  };
};

}  // namespace opforge

// Prints like Python would: True, 3, 2.5, (1+2j).
template <>
struct fmt::formatter<opforge::Scalar> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(const opforge::Scalar& s, Ctx& ctx) const {
    using T = opforge::Scalar::Tag;
    switch (s.tag()) {
      case T::Bool: return fmt::format_to(ctx.out(), "{}", s.to_bool() ? "True" : "False");
      case T::Int: return fmt::format_to(ctx.out(), "{}", s.to_long());
      case T::Float: return fmt::format_to(ctx.out(), "{}", s.to_double());
      case T::Complex: {
        auto z = s.to_complex();
        return fmt::format_to(ctx.out(), "({}{}{}j)", z.real(), z.imag() < 0 ? "" : "+", z.imag());
      }
    }
    return ctx.out();
  }
};
