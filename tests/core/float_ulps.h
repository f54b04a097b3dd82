// Distance of a float result from a double-precision reference, in units of the float's last place,
// and which floats a sweep takes: how the tests of vectorizable_math.h's functions state and check
// their accuracy; and the distance between two values of one type in representable values, with
// which the SLEEF and special-function tests compare a result with its correctly rounded value.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <type_traits>

namespace opforge::test {

// |got - ref| in units of the last place of the float nearest ref (2^-149 below the normals).
inline double ulp_error(float got, double ref) {
  const double mag = std::fabs(ref);
  int exp2 = 0;
  std::frexp(mag, &exp2);  // mag = f * 2^exp2, f in [0.5, 1)
  const double ulp = std::ldexp(1.0, std::max(exp2 - 24, -149));
  return std::fabs(static_cast<double>(got) - ref) / ulp;
}

// The bit-pattern stride of the sweeps: every float with OPFORGE_EXHAUSTIVE_MATH=1 in the
// environment, else every 4093rd (a prime, so every binade).
inline uint64_t sweep_stride() {
  const char* e = std::getenv("OPFORGE_EXHAUSTIVE_MATH");
  return e != nullptr && std::string(e) == "1" ? 1 : 4093;
}

// How many arguments an accuracy test checks against its correctly rounded values: a million, or a
// tenth of that under AddressSanitizer. The normal build's run is the accuracy check; the sanitizer
// run looks for memory errors and undefined behaviour, which every path meets in the first few
// thousand arguments, and there the quad-precision references took most of the tree's test time.
inline constexpr size_t accuracy_argument_count() {
#if defined(__SANITIZE_ADDRESS__)
  return 100'000;
#else
  return 1'000'000;
#endif
}

template <class T>
using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;

// The distance in representable values between a and b (finite, same type); 0 for equal values.
template <class T>
uint64_t ulps_between(T a, T b) {
  auto key = [](T v) {
    const auto bits = std::bit_cast<Bits<T>>(v);
    constexpr Bits<T> sign = Bits<T>(1) << (sizeof(T) * 8 - 1);
    // Monotonic in the value: negative values count down from the sign bit.
    return (bits & sign) ? static_cast<int64_t>(0) - static_cast<int64_t>(bits & ~sign) : static_cast<int64_t>(bits);
  };
  const int64_t d = key(a) - key(b);
  return static_cast<uint64_t>(d < 0 ? -d : d);
}

// The same value: equal bits (so zeros with their sign), or both NaN.
template <class T>
bool identical(T a, T b) {
  return std::isnan(a) ? std::isnan(b) : std::bit_cast<Bits<T>>(a) == std::bit_cast<Bits<T>>(b);
}

}  // namespace opforge::test
