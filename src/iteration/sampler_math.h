// How random draws become samples, once for both devices (as pointwise_math.h is for pointwise
// math): PyTorch's transformations (ATen's TransformationHelper.h and DistributionsHelper.h). A
// device's generator gives 32-bit draws (random) and 64-bit ones (random64, two draws); these turn
// them into values of the sampler's dtype.
//
// The element samplers at the end are what a sampler kernel runs per element: sample(p, draws)
// writes the element at p from `draws`, the CPU generator's state (its stream, in memory order) or
// a CUDA element's Philox block (philox.h). C is the element's component type (float for a
// complex64 element, which has two).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
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

// The element types of the samplers but uniform_ and normal_ (which also take complex ones): bool,
// integers, floating (half and bfloat16 among them).
template <class T>
inline constexpr bool is_real_sample =
    std::is_arithmetic_v<T> || std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>;

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

// The standard deviation of each part of a complex normal sample of standard deviation std (its
// real and imaginary parts are independent normals), or std itself for a real one.
inline double part_std(double std, bool complex) { return complex ? std / std::sqrt(2.0) : std; }

// Box-Muller on two uniform samples of [0, 1): the pair of normal samples of PyTorch's
// normal_distribution<double>, the first returned, the second cached by the CPU generator.
struct NormalPair {
  double first, second;
};
OPFORGE_HOST_DEVICE inline NormalPair box_muller(double u1, double u2) {
  const double r = std::sqrt(-2.0 * std::log(1.0 - u2));
  const double theta = 2.0 * 3.14159265358979323846 * u1;
  return {r * std::cos(theta), r * std::sin(theta)};
}

// A uniform sample of [0, 1) in double from two draws (PyTorch's uniform_real_distribution<double>).
template <class Draws>
OPFORGE_HOST_DEVICE inline double uniform_double(Draws& d) {
  return uniform_real<double>(d.random64(), 0.0, 1.0);
}

// The count of integers random_() draws among for C (PyTorch's uniform_int): those C holds
// exactly, up to 2^digits for a floating C.
template <class C>
OPFORGE_HOST_DEVICE constexpr uint64_t integer_count() {
  if constexpr (std::is_same_v<C, Half> || std::is_same_v<C, BFloat16> || std::is_floating_point_v<C>)
    return (uint64_t{1} << digits<C>()) + 1;
  else
    return static_cast<uint64_t>(std::numeric_limits<C>::max()) + 1;
}

// Stores a sample computed in double as PyTorch's static_cast<scalar_t> of it (through float for
// half and bfloat16).
template <class C>
OPFORGE_HOST_DEVICE inline void store_double(char* p, double v) {
  if constexpr (std::is_same_v<C, double> || std::is_integral_v<C>)
    *reinterpret_cast<C*>(p) = static_cast<C>(v);
  else
    *reinterpret_cast<C*>(p) = static_cast<C>(static_cast<float>(v));
}

// Stores an integer sample (random_'s), through float for half and bfloat16; bool is v != 0.
template <class C>
OPFORGE_HOST_DEVICE inline void store_int64(char* p, int64_t v) {
  if constexpr (std::is_same_v<C, bool>)
    *reinterpret_cast<uint8_t*>(p) = v != 0;
  else if constexpr (std::is_same_v<C, Half> || std::is_same_v<C, BFloat16>)
    *reinterpret_cast<C*>(p) = C(static_cast<float>(v));
  else
    *reinterpret_cast<C*>(p) = static_cast<C>(v);
}

// ---- element samplers ----------------------------------------------------------------------------

// uniform_: each of the element's Components components from one draw (two for double).
template <class C, int Components>
struct UniformSample {
  C from, to;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* p, Draws& d) const {
    for (int k = 0; k < Components; ++k)
      reinterpret_cast<C*>(p)[k] =
          static_cast<C>(uniform_real<C>(draws_64_bits<C> ? d.random64() : d.random(), from, to));
  }
};

// exponential_, cauchy_, geometric_, bernoulli_(p): a transformation of one uniform double.
template <class C>
struct ExponentialSample {
  double lambda;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* p, Draws& d) const {
    store_double<C>(p, exponential(uniform_double(d), lambda));
  }
};
template <class C>
struct CauchySample {
  double median, sigma;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* p, Draws& d) const {
    store_double<C>(p, cauchy(uniform_double(d), median, sigma));
  }
};
template <class C>
struct GeometricSample {
  double p;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* out, Draws& d) const {
    store_double<C>(out, geometric(uniform_double(d), p));
  }
};
template <class C>
struct BernoulliSample {
  double p;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* out, Draws& d) const {
    store_double<C>(out, bernoulli(uniform_double(d), p) ? 1.0 : 0.0);
  }
};

// random_() without bounds: a draw (two for int64 and double) modulo integer_count; bool a bit.
template <class C>
struct RandomSample {
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* p, Draws& d) const {
    if constexpr (std::is_same_v<C, bool>) {
      store_int64<C>(p, d.random() & 1u);
    } else {
      constexpr bool wide = std::is_same_v<C, double> || std::is_same_v<C, int64_t>;
      const uint64_t draw = wide ? d.random64() : d.random();
      store_int64<C>(p, static_cast<int64_t>(draw % integer_count<C>()));
    }
  }
};

// random_(from, to): base plus a draw modulo the range's count of values (a 64-bit draw where it
// reaches 2^32 in a dtype that holds such values); range 0 is every int64, a 64-bit draw cast.
template <class C>
struct RandomRangeSample {
  uint64_t range;
  int64_t base;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* p, Draws& d) const {
    constexpr bool may_be_wide = std::is_same_v<C, int64_t> || std::is_same_v<C, double> || std::is_same_v<C, float> ||
                                 std::is_same_v<C, BFloat16>;
    if (range == 0) {
      store_int64<C>(p, static_cast<int64_t>(d.random64()));
      return;
    }
    const uint64_t draw = may_be_wide && range >= (uint64_t{1} << 32) ? d.random64() : d.random();
    store_int64<C>(p, static_cast<int64_t>(draw % range + static_cast<uint64_t>(base)));
  }
};

// normal_ and log_normal_ on a counter-based generator: one Box-Muller pair per element from its
// two uniform doubles, mean + std * the first (and the second for a complex element's imaginary
// part). The CPU kernels draw as PyTorch's instead (a cached second normal, 16 at a time).
template <class C, int Components>
struct NormalPairSample {
  double mean, std;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* p, Draws& d) const {
    const double u1 = uniform_double(d);
    const double u2 = uniform_double(d);
    const NormalPair z = box_muller(u1, u2);
    store_double<C>(p, std::fma(z.first, std, mean));
    if constexpr (Components == 2) store_double<C>(p + sizeof(C), std::fma(z.second, std, mean));
  }
};
template <class C>
struct LogNormalPairSample {
  double mean, std;
  template <class Draws>
  OPFORGE_HOST_DEVICE void operator()(char* p, Draws& d) const {
    const double u1 = uniform_double(d);
    const double u2 = uniform_double(d);
    store_double<C>(p, std::exp(std::fma(box_muller(u1, u2).first, std, mean)));
  }
};

}  // namespace opforge::sampler
