// rand, randn and their `_like` forms, and the global generator behind them.
//
// The generator is counter-based: draw i of the stream is splitmix64(seed + (i + 1) * golden
// gamma), so reserving a block of draws is one atomic add and any element's draws can be computed
// independently (ready for multi-threaded filling). manual_seed resets the stream; the initial
// seed is PyTorch's default (67280421310721). The sequence is opforge's own, not PyTorch's.
//
// rand: uniform on [0, 1): the top `digits` bits of a draw (11 for half, 8 for bfloat16, 24 for
// float, 53 for double) scaled by 2^-digits, so the value is exact in the dtype and never rounds up
// to 1. randn: standard normal by Box-Muller on two draws (computed in double). Complex dtypes get
// independent real and imaginary parts; for randn each has variance 1/2, as in PyTorch. Other
// dtypes raise NotImplementedError with PyTorch's kernel names ("check_uniform_bounds",
// "normal_kernel_cpu").
#include <atomic>
#include <cmath>
#include <complex>
#include <cstdint>
#include <numbers>
#include <type_traits>
#include <utility>

#include "core/element_cast.h"
#include "opforge/factories.h"

namespace opforge {
namespace {

constexpr uint64_t kDefaultSeed = 67280421310721ull;
constexpr uint64_t kGamma = 0x9E3779B97F4A7C15ull;

std::atomic<uint64_t> g_seed{kDefaultSeed};
std::atomic<uint64_t> g_next_draw{0};

// A block of the global stream.
class Draws {
 public:
  explicit Draws(uint64_t count)
      : seed_(g_seed.load(std::memory_order_relaxed)),
        first_(g_next_draw.fetch_add(count, std::memory_order_relaxed)) {}

  uint64_t operator[](uint64_t i) const {
    uint64_t z = seed_ + (first_ + i + 1) * kGamma;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

 private:
  uint64_t seed_;
  uint64_t first_;
};

// The real component type of an element type, and its significand bits.
template <class T>
using Component = typename element_detail::ValueType<T>::type;
template <class R>
constexpr int significand_bits() {
  if constexpr (std::is_same_v<R, Half>)
    return 11;
  else if constexpr (std::is_same_v<R, BFloat16>)
    return 8;
  else if constexpr (std::is_same_v<R, float>)
    return 24;
  else
    return 53;
}

template <class R>
double uniform01(uint64_t draw) {
  constexpr int bits = significand_bits<R>();
  return std::ldexp(static_cast<double>(draw >> (64 - bits)), -bits);
}

// The pair of independent standard normals Box-Muller makes from two draws.
std::pair<double, double> normal_pair(uint64_t a, uint64_t b) {
  const double u1 = 1.0 - std::ldexp(static_cast<double>(a >> 11), -53);  // (0, 1]: log is finite
  const double u2 = std::ldexp(static_cast<double>(b >> 11), -53);
  const double r = std::sqrt(-2.0 * std::log(u1));
  const double theta = 2.0 * std::numbers::pi * u2;
  return {r * std::cos(theta), r * std::sin(theta)};
}

template <class T>
constexpr bool is_random_dtype = std::is_same_v<T, Half> || std::is_same_v<T, BFloat16> || std::is_same_v<T, float> ||
                                 std::is_same_v<T, double> || element_detail::is_complex_element<T>;

// Fills the dense CPU tensor t element by element in memory order.
template <class T>
void fill_uniform(const Tensor& t) {
  using R = Component<T>;
  T* out = static_cast<T*>(t.data_ptr());
  const auto n = static_cast<uint64_t>(t.numel());
  if constexpr (element_detail::is_complex_element<T>) {
    const Draws draws(2 * n);
    for (uint64_t i = 0; i < n; ++i)
      out[i] = cast_element<T>(std::complex<double>(uniform01<R>(draws[2 * i]), uniform01<R>(draws[2 * i + 1])));
  } else {
    const Draws draws(n);
    for (uint64_t i = 0; i < n; ++i) out[i] = cast_element<T>(uniform01<R>(draws[i]));
  }
}

template <class T>
void fill_normal(const Tensor& t) {
  T* out = static_cast<T*>(t.data_ptr());
  const auto n = static_cast<uint64_t>(t.numel());
  if constexpr (element_detail::is_complex_element<T>) {
    const Draws draws(2 * n);
    for (uint64_t i = 0; i < n; ++i) {
      const auto [re, im] = normal_pair(draws[2 * i], draws[2 * i + 1]);
      out[i] = cast_element<T>(std::complex<double>(re, im) * std::numbers::sqrt2 * 0.5);
    }
  } else {
    // Element 2k and 2k+1 share one Box-Muller pair.
    const Draws draws(n + n % 2);
    for (uint64_t i = 0; i < n; i += 2) {
      const auto [z0, z1] = normal_pair(draws[i], draws[i + 1]);
      out[i] = cast_element<T>(z0);
      if (i + 1 < n) out[i + 1] = cast_element<T>(z1);
    }
  }
}

enum class Distribution { Uniform, Normal };

// Samples into `result` (fresh from empty or empty_like, hence dense), through a host tensor of
// the same layout when it lives off the CPU.
const Tensor& sample(const Tensor& result, Distribution dist) {
  const char* kernel = dist == Distribution::Uniform ? "check_uniform_bounds" : "normal_kernel_cpu";
  if (result.is_meta()) {
    // No elements to sample, and the generator keeps its state, as PyTorch's meta kernels.
    visit_dtype(result.dtype(), kernel, [&]<class T>(TypeTag<T>) {
      if constexpr (!is_random_dtype<T>) raise_dtype_not_implemented(kernel, result.dtype());
    });
    return result;
  }
  const Tensor host = result.is_cpu() ? result : empty_like(result, TensorOptions(Device(DeviceType::CPU)));
  visit_dtype(result.dtype(), kernel, [&]<class T>(TypeTag<T>) {
    if constexpr (!is_random_dtype<T>)
      raise_dtype_not_implemented(kernel, result.dtype());
    else if (dist == Distribution::Uniform)
      fill_uniform<T>(host);
    else
      fill_normal<T>(host);
  });
  if (!host.is_same(result)) result.copy_(host);
  return result;
}

}  // namespace

void manual_seed(uint64_t seed) {
  g_seed.store(seed, std::memory_order_relaxed);
  g_next_draw.store(0, std::memory_order_relaxed);
}

Tensor rand(IntArrayRef sizes, const TensorOptions& options) {
  return sample(empty(sizes, options), Distribution::Uniform);
}

Tensor randn(IntArrayRef sizes, const TensorOptions& options) {
  return sample(empty(sizes, options), Distribution::Normal);
}

Tensor rand_like(const Tensor& t, const TensorOptions& options) {
  return sample(empty_like(t, options), Distribution::Uniform);
}

Tensor randn_like(const Tensor& t, const TensorOptions& options) {
  return sample(empty_like(t, options), Distribution::Normal);
}

}  // namespace opforge
