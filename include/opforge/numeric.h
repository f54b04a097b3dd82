// Storage types of the reduced-precision dtypes and their conversion to and from float.
// Conversions round to nearest, ties to even, like PyTorch's c10 types. Usable from CUDA too.
#pragma once

#include <bit>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>

#if defined(__CUDACC__)
#define OPFORGE_HOST_DEVICE __host__ __device__
#else
#define OPFORGE_HOST_DEVICE
#endif

namespace opforge {

namespace detail {
OPFORGE_HOST_DEVICE inline uint32_t float_bits(float f) {
#if defined(__CUDA_ARCH__)
  return __float_as_uint(f);
#else
  return std::bit_cast<uint32_t>(f);
#endif
}
OPFORGE_HOST_DEVICE inline float bits_float(uint32_t u) {
#if defined(__CUDA_ARCH__)
  return __uint_as_float(u);
#else
  return std::bit_cast<float>(u);
#endif
}

// IEEE binary16 <-> binary32. On the device, the cvt instructions, with c10's NaNs put back where
// the hardware's may differ (as the CPU's F16C path does, iteration/half_convert.h): the bit-by-bit
// code below, which the host runs, made the float16 add kernel's PTX 1,541 lines against 562 (its
// add ran at 74% of an H100's copy bandwidth where float32's ran at 100%).
OPFORGE_HOST_DEVICE inline float half_to_float(uint16_t h) {
#if defined(__CUDA_ARCH__)
  float f;
  asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
  // A NaN comes back quiet with its payload, as below.
  if ((h & 0x7FFFu) > 0x7C00u)
    f = bits_float((static_cast<uint32_t>(h & 0x8000u) << 16) | 0x7FC00000u |
                   (static_cast<uint32_t>(h & 0x3FFu) << 13));
  return f;
#else
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1Fu;
  uint32_t man = h & 0x3FFu;
  // Inf keeps its bits; a NaN comes back quiet with its payload, as c10's conversion gives.
  if (exp == 0x1F) return bits_float(sign | 0x7F800000u | (man ? 0x00400000u : 0u) | (man << 13));
  if (exp == 0) {
    if (man == 0) return bits_float(sign);
    // Subnormal: value = man * 2^-24, exact in float.
    float v = static_cast<float>(man) * 5.9604644775390625e-08f;
    return sign ? -v : v;
  }
  return bits_float(sign | ((exp + 112) << 23) | (man << 13));
#endif
}

OPFORGE_HOST_DEVICE inline uint16_t float_to_half(float f) {
#if defined(__CUDA_ARCH__)
  uint16_t h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
  // Round to nearest even, overflow to infinity and subnormal results are IEEE's, as below; NaNs
  // become c10's canonical one with the input's sign.
  if (f != f) h = static_cast<uint16_t>(((float_bits(f) >> 16) & 0x8000u) | 0x7E00u);
  return h;
#else
  uint32_t x = float_bits(f);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  uint32_t ax = x & 0x7FFFFFFFu;
  // c10 drops the payload: every NaN becomes the canonical quiet NaN with the input's sign.
  if (ax > 0x7F800000u) return static_cast<uint16_t>(sign | 0x7E00u);
  if (ax >= 0x477FF000u) return static_cast<uint16_t>(sign | 0x7C00u);  // rounds to inf
  if (ax < 0x38800000u) {
    // Result is subnormal or zero: add 0.5 (as a float with the half subnormal quantum) to let
    // the FPU do the round-to-nearest-even, then read the low bits.
    float a = bits_float(ax) + 0.5f;
    return static_cast<uint16_t>(sign | (float_bits(a) - 0x3F000000u));
  }
  uint32_t mant_odd = (ax >> 13) & 1u;
  ax += 0xC8000FFFu + mant_odd;  // rebias exponent (-112 << 23) and round
  return static_cast<uint16_t>(sign | (ax >> 13));
#endif
}

OPFORGE_HOST_DEVICE inline float bf16_to_float(uint16_t b) { return bits_float(static_cast<uint32_t>(b) << 16); }
OPFORGE_HOST_DEVICE inline uint16_t float_to_bf16(float f) {
  uint32_t x = float_bits(f);
  // c10's round_to_nearest_even maps every NaN, whatever its sign, to 0x7FC0.
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) return 0x7FC0u;
  x += 0x7FFFu + ((x >> 16) & 1u);
  return static_cast<uint16_t>(x >> 16);
}
}  // namespace detail

struct Half {
  uint16_t x;
  Half() = default;
  OPFORGE_HOST_DEVICE Half(float f) : x(detail::float_to_half(f)) {}
  OPFORGE_HOST_DEVICE operator float() const { return detail::half_to_float(x); }
  static constexpr Half from_bits(uint16_t b) {
    Half h{};
    h.x = b;
    return h;
  }
};

struct BFloat16 {
  uint16_t x;
  BFloat16() = default;
  OPFORGE_HOST_DEVICE BFloat16(float f) : x(detail::float_to_bf16(f)) {}
  OPFORGE_HOST_DEVICE operator float() const { return detail::bf16_to_float(x); }
  static constexpr BFloat16 from_bits(uint16_t b) {
    BFloat16 h{};
    h.x = b;
    return h;
  }
};

// complex32: two half components. Arithmetic is done after widening to std::complex<float>.
struct ComplexHalf {
  Half re, im;
  ComplexHalf() = default;
  OPFORGE_HOST_DEVICE ComplexHalf(std::complex<float> c) : re(c.real()), im(c.imag()) {}
  OPFORGE_HOST_DEVICE operator std::complex<float>() const { return {static_cast<float>(re), static_cast<float>(im)}; }
};

// The float8 formats: the bit layout and special values of each, decoded and encoded generically.
enum class Float8Kind : uint8_t { e4m3fn, e5m2, e4m3fnuz, e5m2fnuz, e8m0fnu };

float float8_to_float(uint8_t bits, Float8Kind kind);
uint8_t float_to_float8(float f, Float8Kind kind);

template <Float8Kind K>
struct Float8 {
  uint8_t x;
  Float8() = default;
  Float8(float f) : x(float_to_float8(f, K)) {}
  operator float() const { return float8_to_float(x, K); }
  static constexpr Float8 from_bits(uint8_t b) {
    Float8 v{};
    v.x = b;
    return v;
  }
};
using Float8_e4m3fn = Float8<Float8Kind::e4m3fn>;
using Float8_e5m2 = Float8<Float8Kind::e5m2>;
using Float8_e4m3fnuz = Float8<Float8Kind::e4m3fnuz>;
using Float8_e5m2fnuz = Float8<Float8Kind::e5m2fnuz>;
using Float8_e8m0fnu = Float8<Float8Kind::e8m0fnu>;

// Two packed float4_e2m1fn values in one byte. A pure shell: bytes only, no conversions.
struct Float4_e2m1fn_x2 {
  uint8_t x;
};

}  // namespace opforge
