// normal_ on CPU tensors: PyTorch 1.13's normal_kernel, draw for draw and bit for bit.
//
// - float, 16 or more elements, contiguous (randn(16) and up): every element first takes a uniform
//   draw, then each run of 16 becomes 16 normals by Box-Muller (elements j and j + 8 from one pair),
//   and a last partial run redraws the last 16 elements and transforms them again. PyTorch computes
//   this with AVX2 and avx_mathfun's log256_ps and sincos256_ps (Cephes polynomials in single
//   precision); `cephes_log` and `cephes_sincos` below are those functions lane by lane, in the
//   same operations and order, with the fused multiply-adds PyTorch's compiler makes of them (its
//   AVX2 kernels build with FMA and contraction: a product whose one use is a sum becomes one fused
//   operation; this file compiles without contraction, so std::fma says where).
// - double, half and bfloat16, 16 or more, contiguous: the same runs in the dtype's own arithmetic
//   (half and bfloat16 round after each operation, as c10's do).
// - anything else (fewer than 16 elements, non-contiguous): one sample at a time in memory order
//   from PyTorch's normal_distribution<double>, which makes two normals per pair of draws and keeps
//   the second in the generator for the next sample, this call's or a later one's.
// Where PyTorch's compiler fuses a product into the following sum, std::fma does the same.
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <numbers>

#include "cpu/normal_sample.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"
#include "iteration/sampler_math.h"
#include "kernels/normal.h"

namespace opforge::cpu {
namespace {

// ---- avx_mathfun's single-precision log and sincos, one lane ----------------------------------

float select(bool mask, float v) { return mask ? v : 0.0f; }

float cephes_log(float x) {
  x = std::max(x, std::bit_cast<float>(0x00800000u));  // no subnormals
  uint32_t bits = std::bit_cast<uint32_t>(x);
  const auto exponent = static_cast<int32_t>(bits >> 23) - 0x7f;
  bits = (bits & ~0x7f800000u) | std::bit_cast<uint32_t>(0.5f);
  x = std::bit_cast<float>(bits);
  float e = static_cast<float>(exponent);
  e = e + 1.0f;
  const bool below = x < static_cast<float>(0.707106781186547524);
  const float tmp = select(below, x);
  x = x - 1.0f;
  e = e - select(below, 1.0f);
  x = x + tmp;
  const float z = x * x;
  static constexpr float p[] = {7.0376836292E-2f,  -1.1514610310E-1f, 1.1676998740E-1f,
                                -1.2420140846E-1f, 1.4249322787E-1f,  -1.6668057665E-1f,
                                2.0000714765E-1f,  -2.4999993993E-1f, 3.3333331174E-1f};
  float y = p[0];
  for (int k = 1; k < 9; ++k) y = std::fma(y, x, p[k]);
  y = y * x;
  y = std::fma(y, z, e * -2.12194440e-4f);
  y = std::fma(-z, 0.5f, y);
  x = x + y;
  return std::fma(e, 0.693359375f, x);
}

void cephes_sincos(float x, float& sin_out, float& cos_out) {
  uint32_t sign_sin = std::bit_cast<uint32_t>(x) & 0x80000000u;
  x = std::bit_cast<float>(std::bit_cast<uint32_t>(x) & 0x7fffffffu);
  float y = x * static_cast<float>(1.27323954473516);
  auto j = static_cast<int32_t>(y);  // truncation, as cvttps
  j = (j + 1) & ~1;
  y = static_cast<float>(j);
  const uint32_t swap_sign_sin = static_cast<uint32_t>(j & 4) << 29;
  const bool first_poly_is_cos = (j & 2) == 0;
  x = std::fma(y, -0.78515625f, x);
  x = std::fma(y, -2.4187564849853515625e-4f, x);
  x = std::fma(y, static_cast<float>(-3.77489497744594108e-8), x);
  const uint32_t sign_cos = static_cast<uint32_t>(~(j - 2) & 4) << 29;
  sign_sin ^= swap_sign_sin;
  const float z = x * x;
  float c = std::fma(2.443315711809948E-005f, z, -1.388731625493765E-003f);
  c = std::fma(c, z, 4.166664568298827E-002f);
  c = c * z;
  c = std::fma(c, z, -(z * 0.5f));
  c = c + 1.0f;
  float s = std::fma(-1.9515295891E-4f, z, 8.3321608736E-3f);
  s = std::fma(s, z, -1.6666654611E-1f);
  s = s * z;
  s = std::fma(s, x, x);
  const float sin_part = select(first_poly_is_cos, s);
  const float cos_part = select(!first_poly_is_cos, c);
  s = s - sin_part;
  c = c - cos_part;
  const float sin_v = cos_part + sin_part;
  const float cos_v = c + s;
  sin_out = std::bit_cast<float>(std::bit_cast<uint32_t>(sin_v) ^ sign_sin);
  cos_out = std::bit_cast<float>(std::bit_cast<uint32_t>(cos_v) ^ sign_cos);
}

// PyTorch's normal_fill_16_AVX2, lane by lane.
void fill_16_float(float* data, float mean, float std) {
  const auto two_pi = static_cast<float>(2.0f * std::numbers::pi);
  for (int j = 0; j < 8; ++j) {
    const float u1 = 1.0f - data[j];
    const float u2 = data[j + 8];
    const float radius = std::sqrt(-2.0f * cephes_log(u1));
    const float theta = two_pi * u2;
    float s, c;
    cephes_sincos(theta, s, c);
    const float n1 = radius * c;
    const float n2 = radius * s;
    data[j] = std::fma(n1, std, mean);
    data[j + 8] = std::fma(n2, std, mean);
  }
}

// PyTorch's normal_fill_16 for double, half and bfloat16 (scalar_t arithmetic).
template <class T>
void fill_16(T* data, T mean, T std) {
  for (int j = 0; j < 8; ++j) {
    if constexpr (std::is_same_v<T, double>) {
      const double u1 = 1 - data[j];
      const double u2 = data[j + 8];
      const double radius = std::sqrt(-2 * std::log(u1));
      const double theta = static_cast<double>(2.0f) * std::numbers::pi * u2;
      data[j] = std::fma(radius * std::cos(theta), std, mean);
      data[j + 8] = std::fma(radius * std::sin(theta), std, mean);
    } else if constexpr (std::is_same_v<T, BFloat16>) {
      // c10 gives BFloat16 its own std::log, sqrt, cos and sin (each rounded to bfloat16) and
      // BFloat16 x BFloat16 arithmetic, so every step rounds.
      auto r = [](float v) { return BFloat16(v); };
      const T u1 = r(1.0f - static_cast<float>(data[j]));
      const T u2 = data[j + 8];
      const T log_u1 = r(std::log(static_cast<float>(u1)));
      const T radius = r(std::sqrt(static_cast<float>(r(-2.0f * static_cast<float>(log_u1)))));
      const T theta = T(static_cast<float>(static_cast<double>(2.0f) * std::numbers::pi * static_cast<float>(u2)));
      const T c = r(std::cos(static_cast<float>(theta)));
      const T s = r(std::sin(static_cast<float>(theta)));
      const T rc = r(static_cast<float>(radius) * static_cast<float>(c));
      const T rs = r(static_cast<float>(radius) * static_cast<float>(s));
      data[j] = r(static_cast<float>(r(static_cast<float>(rc) * static_cast<float>(std))) + static_cast<float>(mean));
      data[j + 8] =
          r(static_cast<float>(r(static_cast<float>(rs) * static_cast<float>(std))) + static_cast<float>(mean));
    } else {
      const T u1 = T(1.0f - static_cast<float>(data[j]));
      const T u2 = data[j + 8];
      const T radius = T(std::sqrt(-2 * std::log(static_cast<float>(u1))));
      const T theta = T(static_cast<float>(static_cast<double>(2.0f) * std::numbers::pi * static_cast<float>(u2)));
      data[j] = T(std::fma(static_cast<float>(radius) * std::cos(static_cast<float>(theta)), static_cast<float>(std),
                           static_cast<float>(mean)));
      data[j + 8] = T(std::fma(static_cast<float>(radius) * std::sin(static_cast<float>(theta)),
                               static_cast<float>(std), static_cast<float>(mean)));
    }
  }
}

template <class T>
T uniform01(detail::GeneratorState& state) {
  const uint64_t bits = sampler::draws_64_bits<T> ? state.random64() : state.random();
  return static_cast<T>(sampler::uniform_real<T>(bits, T(0.0f), T(1.0f)));
}

// PyTorch's normal_fill: every element a uniform draw, then runs of 16 transformed.
template <class T>
void normal_fill(T* data, int64_t size, T mean, T std, detail::GeneratorState& state) {
  for (int64_t i = 0; i < size; ++i) data[i] = uniform01<T>(state);
  auto fill = [&](T* run) {
    if constexpr (std::is_same_v<T, float>)
      fill_16_float(run, mean, std);
    else
      fill_16<T>(run, mean, std);
  };
  for (int64_t i = 0; i < size - 15; i += 16) fill(data + i);
  if (size % 16 != 0) {
    T* last = data + size - 16;  // the last 16 elements, drawn and transformed again
    for (int i = 0; i < 16; ++i) last[i] = uniform01<T>(state);
    fill(last);
  }
}

}  // namespace

void normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  detail::GeneratorState& state = gen.state();
  // A complex tensor's real view, each part with its standard deviation (visit_normal's part_std).
  const int64_t size = self.numel() * (self.is_complex() ? 2 : 1);
  sampler::visit_normal(self, std, "normal_kernel_cpu", [&]<class T>(TypeTag<T>, double part_std) {
    const std::lock_guard<std::mutex> lock(state.mutex);
    if (size >= 16 && self.is_contiguous()) {
      normal_fill<T>(static_cast<T*>(self.data_ptr()), size, static_cast<T>(mean), static_cast<T>(part_std), state);
      return;
    }
    sampling::for_each(sampling::walk_of(self, sizeof(T)),
                       [&](char* p) { sampler::store_double<T>(p, normal_sample(state, mean, part_std)); });
  });
}

}  // namespace opforge::cpu
