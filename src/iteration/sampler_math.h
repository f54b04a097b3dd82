// How random draws become samples, once for both devices (as pointwise_math.h is for pointwise
// math): PyTorch's transformations (ATen's TransformationHelper.h and DistributionsHelper.h). A
// device's generator gives 32-bit draws (random) and 64-bit ones (random64, two draws); these turn
// them into values of the sampler's dtype.
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "opforge/numeric.h"

namespace opforge::sampler {

// The type a sample of T is computed in (PyTorch's dist_acctype): float for half and bfloat16.
template <class T>
using acc_t = std::conditional_t<std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>, float, T>;

// The significand bits of T: a uniform sample of T takes that many bits of a draw, so it is exact
// in T and never rounds up to `to`.
template <class T>
constexpr int digits() {
  if constexpr (std::is_same_v<T, Half>)
    return 11;
  else if constexpr (std::is_same_v<T, BFloat16>)
    return 8;
  else if constexpr (std::is_same_v<T, float>)
    return 24;
  else
    return 53;
}

// Whether T's uniform samples take a 64-bit draw (double) or a 32-bit one.
template <class T>
inline constexpr bool draws_64_bits = std::is_same_v<T, double>;

// A uniform sample of [from, to) from `bits` (PyTorch's transformation::uniform_real). PyTorch's
// CPU kernels are compiled with contraction, so x * (to - from) + from is one fused multiply-add.
template <class T>
OPFORGE_HOST_DEVICE inline acc_t<T> uniform_real(uint64_t bits, T from, T to) {
  using A = acc_t<T>;
  constexpr uint64_t mask = (uint64_t{1} << digits<T>()) - 1;
  const A x = static_cast<A>(bits & mask) * (A(1) / static_cast<A>(uint64_t{1} << digits<T>()));
  const T range = static_cast<T>(static_cast<A>(to) - static_cast<A>(from));
  return std::fma(x, static_cast<A>(range), static_cast<A>(from));
}

// The transformations of a uniform sample u of [0, 1) (PyTorch's CPU forms, computed in double by
// its CPU kernels; a product whose one use is a sum is fused, as its compiler does).
OPFORGE_HOST_DEVICE inline double exponential(double u, double lambda) { return -1.0 / lambda * std::log(1.0 - u); }
OPFORGE_HOST_DEVICE inline double cauchy(double u, double median, double sigma) {
  return std::fma(sigma, std::tan(3.14159265358979323846 * (u - 0.5)), median);
}
OPFORGE_HOST_DEVICE inline double geometric(double u, double p) { return std::ceil(std::log(u) / std::log(1.0 - p)); }
OPFORGE_HOST_DEVICE inline bool bernoulli(double u, double p) { return u < p; }

}  // namespace opforge::sampler
