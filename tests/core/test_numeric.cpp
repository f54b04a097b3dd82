// Reduced-precision conversions: half, bfloat16 and the five float8 formats.
// References: hand-derived encodings (each case says why), values observed in PyTorch 1.13 for
// half and bfloat16, the bit patterns of the newest c10 Float8_* sources for NaNs, and an
// independent ldexp-based decoder for exhaustive cross-checks.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "opforge/numeric.h"

namespace opforge {
namespace {

float from_bits(uint32_t b) { return std::bit_cast<float>(b); }
uint32_t to_bits(float f) { return std::bit_cast<uint32_t>(f); }
uint16_t half_bits(float f) { return Half(f).x; }
uint16_t bf16_bits(float f) { return BFloat16(f).x; }
constexpr float kInf = std::numeric_limits<float>::infinity();
const float kNaN = from_bits(0x7FC00000u);

// ---- half ----------------------------------------------------------------------------------

// IEEE binary16 by its definition: (-1)^s * 2^(e-15) * (1 + m/1024), subnormals m * 2^-24.
float half_reference(uint16_t h) {
  int s = h >> 15, e = (h >> 10) & 0x1F, m = h & 0x3FF;
  float mag = e == 0 ? std::ldexp(static_cast<float>(m), -24) : std::ldexp(static_cast<float>(1024 + m), e - 25);
  return s ? -mag : mag;
}

TEST(Half, DecodesEveryFiniteCodeByTheIeeeDefinition) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    if (((h >> 10) & 0x1F) == 0x1F) continue;
    float got = Half::from_bits(static_cast<uint16_t>(h));
    EXPECT_EQ(to_bits(got), to_bits(half_reference(static_cast<uint16_t>(h)))) << std::hex << h;
  }
}

TEST(Half, DecodesInfinities) {
  EXPECT_EQ(static_cast<float>(Half::from_bits(0x7C00)), kInf);
  EXPECT_EQ(static_cast<float>(Half::from_bits(0xFC00)), -kInf);
}

// Observed in PyTorch 1.13: half 0x7C01 -> float bits 0x7fc02000, 0x7D00 -> 0x7fe00000,
// 0xFC01 -> 0xffc02000 (NaNs come back quiet, payload kept).
TEST(Half, DecodesNansQuietWithPayloadAsPyTorch) {
  EXPECT_EQ(to_bits(Half::from_bits(0x7C01)), 0x7FC02000u);
  EXPECT_EQ(to_bits(Half::from_bits(0x7D00)), 0x7FE00000u);
  EXPECT_EQ(to_bits(Half::from_bits(0xFC01)), 0xFFC02000u);
  EXPECT_EQ(to_bits(Half::from_bits(0x7E00)), 0x7FC00000u);
}

TEST(Half, EveryNonNanCodeRoundTrips) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    bool nan = ((h >> 10) & 0x1F) == 0x1F && (h & 0x3FF) != 0;
    if (nan) continue;
    EXPECT_EQ(half_bits(Half::from_bits(static_cast<uint16_t>(h))), h) << std::hex << h;
  }
}

TEST(Half, EncodesExactValues) {
  EXPECT_EQ(half_bits(1.0f), 0x3C00);
  EXPECT_EQ(half_bits(-2.0f), 0xC000);
  EXPECT_EQ(half_bits(0.5f), 0x3800);
  EXPECT_EQ(half_bits(65504.0f), 0x7BFF);  // largest finite half
  EXPECT_EQ(half_bits(0.0f), 0x0000);
  EXPECT_EQ(half_bits(-0.0f), 0x8000);
}

// Half has 10 mantissa bits: around 1.0 the step is 2^-10, so 1 + 2^-11 is halfway.
TEST(Half, RoundsTiesToEven) {
  EXPECT_EQ(half_bits(1.0f + 0x1p-11f), 0x3C00);             // tie, 0x3C00 is even
  EXPECT_EQ(half_bits(1.0f + 3 * 0x1p-11f), 0x3C02);         // tie, 0x3C01 is odd: up
  EXPECT_EQ(half_bits(1.0f + 0x1p-11f + 0x1p-23f), 0x3C01);  // just above the tie
  EXPECT_EQ(half_bits(1.0f + 0x1p-11f - 0x1p-23f), 0x3C00);  // just below the tie
  EXPECT_EQ(half_bits(-(1.0f + 3 * 0x1p-11f)), 0xBC02);
}

// Subnormal quantum is 2^-24; the smallest normal is 2^-14.
TEST(Half, RoundsIntoAndOutOfSubnormals) {
  EXPECT_EQ(half_bits(0x1p-24f), 0x0001);
  EXPECT_EQ(half_bits(0x1p-25f), 0x0000);  // tie with 0: even
  EXPECT_EQ(half_bits(0x1p-25f + 0x1p-40f), 0x0001);
  EXPECT_EQ(half_bits(3 * 0x1p-25f), 0x0002);  // tie between 1 and 2
  EXPECT_EQ(half_bits(5 * 0x1p-25f), 0x0002);  // tie between 2 and 3
  EXPECT_EQ(half_bits(0x1p-14f), 0x0400);
  EXPECT_EQ(half_bits(0x1p-14f - 0x1p-25f), 0x0400);  // tie 0x3FF / 0x400: even
  EXPECT_EQ(half_bits(-0x1p-24f), 0x8001);
  EXPECT_EQ(half_bits(-0x1p-26f), 0x8000);               // underflow keeps the sign
  EXPECT_EQ(half_bits(from_bits(0x00000001u)), 0x0000);  // binary32 subnormal
}

// 65520 is halfway between 65504 and 65536 (= inf's place); 65504's mantissa is odd, so it rounds
// up to inf. Anything below stays finite.
TEST(Half, OverflowsToInfinityFromTheHalfwayPoint) {
  EXPECT_EQ(half_bits(65520.0f), 0x7C00);
  EXPECT_EQ(half_bits(from_bits(0x477FEFFFu)), 0x7BFF);  // largest float below 65520
  EXPECT_EQ(half_bits(-65520.0f), 0xFC00);
  EXPECT_EQ(half_bits(1e10f), 0x7C00);
  EXPECT_EQ(half_bits(kInf), 0x7C00);
  EXPECT_EQ(half_bits(-kInf), 0xFC00);
}

// Observed in PyTorch 1.13: every NaN becomes 0x7E00 with the input's sign.
TEST(Half, EncodesNansAsPyTorch) {
  EXPECT_EQ(half_bits(from_bits(0x7FE00000u)), 0x7E00);
  EXPECT_EQ(half_bits(from_bits(0xFFE00000u)), 0xFE00);
  EXPECT_EQ(half_bits(from_bits(0x7F800001u)), 0x7E00);
  EXPECT_EQ(half_bits(from_bits(0x7FC00001u)), 0x7E00);
  EXPECT_EQ(half_bits(from_bits(0x7FFFFFFFu)), 0x7E00);
}

struct Observed {
  uint32_t f32;
  uint16_t half, bf16;
};
// Observed in PyTorch 1.13 with tensor(...).half() / .bfloat16() for 0.1, 1/3, pi, -e, 1e-5,
// 6e-8, 65519, 65520, 1e-40 (a binary32 subnormal) and 3e38.
const Observed kObserved[] = {
    {0x3dcccccd, 0x2e66, 0x3dcd}, {0x3eaaaaab, 0x3555, 0x3eab}, {0x40490fdb, 0x4248, 0x4049},
    {0xc02df84d, 0xc170, 0xc02e}, {0x3727c5ac, 0x00a8, 0x3728}, {0x3380d959, 0x0001, 0x3381},
    {0x477fef00, 0x7bff, 0x4780}, {0x477ff000, 0x7c00, 0x4780}, {0x000116c2, 0x0000, 0x0001},
    {0x7f61b1e6, 0x7c00, 0x7f62},
};

TEST(Half, MatchesValuesObservedInPyTorch) {
  for (const auto& o : kObserved) EXPECT_EQ(half_bits(from_bits(o.f32)), o.half) << std::hex << o.f32;
}

// ---- bfloat16 ------------------------------------------------------------------------------

TEST(BFloat16, DecodesByWideningTheBits) {
  EXPECT_EQ(static_cast<float>(BFloat16::from_bits(0x3F80)), 1.0f);
  EXPECT_EQ(static_cast<float>(BFloat16::from_bits(0xC040)), -3.0f);
  EXPECT_EQ(static_cast<float>(BFloat16::from_bits(0x7F80)), kInf);
  EXPECT_EQ(static_cast<float>(BFloat16::from_bits(0x0001)), 0x1p-133f);
  // Observed in PyTorch 1.13: bfloat16 NaN 0x7F81 widens to 0x7f810000 unchanged.
  EXPECT_EQ(to_bits(BFloat16::from_bits(0x7F81)), 0x7F810000u);
  EXPECT_EQ(to_bits(BFloat16::from_bits(0xFF81)), 0xFF810000u);
}

TEST(BFloat16, EveryNonNanCodeRoundTrips) {
  for (uint32_t b = 0; b < 0x10000; ++b) {
    bool nan = (b & 0x7F80) == 0x7F80 && (b & 0x7F) != 0;
    if (nan) continue;
    EXPECT_EQ(bf16_bits(BFloat16::from_bits(static_cast<uint16_t>(b))), b) << std::hex << b;
  }
}

// bfloat16 has 7 mantissa bits: around 1.0 the step is 2^-7, so 1 + 2^-8 is halfway.
TEST(BFloat16, RoundsTiesToEven) {
  EXPECT_EQ(bf16_bits(1.0f + 0x1p-8f), 0x3F80);
  EXPECT_EQ(bf16_bits(1.0f + 3 * 0x1p-8f), 0x3F82);
  EXPECT_EQ(bf16_bits(from_bits(0x3F808001u)), 0x3F81);  // just above the tie
  EXPECT_EQ(bf16_bits(-(1.0f + 3 * 0x1p-8f)), 0xBF82);
  EXPECT_EQ(bf16_bits(from_bits(0x00008000u)), 0x0000);  // subnormal tie with 0
  EXPECT_EQ(bf16_bits(from_bits(0x00018000u)), 0x0002);  // subnormal tie between 1 and 2
}

// The largest finite bfloat16 is 0x7F7F; float max (0x7F7FFFFF) is above its halfway point.
TEST(BFloat16, OverflowsToInfinity) {
  EXPECT_EQ(bf16_bits(std::numeric_limits<float>::max()), 0x7F80);
  EXPECT_EQ(bf16_bits(-std::numeric_limits<float>::max()), 0xFF80);
  EXPECT_EQ(bf16_bits(from_bits(0x7F7F7FFFu)), 0x7F7F);
  EXPECT_EQ(bf16_bits(kInf), 0x7F80);
  EXPECT_EQ(bf16_bits(-kInf), 0xFF80);
}

// c10::BFloat16's round_to_nearest_even returns 0x7FC0 for every NaN.
TEST(BFloat16, EncodesEveryNanAsC10Does) {
  EXPECT_EQ(bf16_bits(kNaN), 0x7FC0);
  EXPECT_EQ(bf16_bits(from_bits(0xFFC00000u)), 0x7FC0);
  EXPECT_EQ(bf16_bits(from_bits(0x7F800001u)), 0x7FC0);
}

TEST(BFloat16, MatchesValuesObservedInPyTorch) {
  for (const auto& o : kObserved) EXPECT_EQ(bf16_bits(from_bits(o.f32)), o.bf16) << std::hex << o.f32;
}

// ---- float8 --------------------------------------------------------------------------------

uint8_t enc(float f, Float8Kind k) { return float_to_float8(f, k); }
float dec(uint8_t b, Float8Kind k) { return float8_to_float(b, k); }

constexpr Float8Kind kAllKinds[] = {Float8Kind::e4m3fn, Float8Kind::e5m2, Float8Kind::e4m3fnuz, Float8Kind::e5m2fnuz,
                                    Float8Kind::e8m0fnu};

bool is_nan_code(uint8_t c, Float8Kind k) {
  switch (k) {
    case Float8Kind::e4m3fn: return (c & 0x7F) == 0x7F;
    case Float8Kind::e5m2: return (c & 0x7F) > 0x7C;
    case Float8Kind::e4m3fnuz:
    case Float8Kind::e5m2fnuz: return c == 0x80;
    case Float8Kind::e8m0fnu: return c == 0xFF;
  }
  return false;
}

// The formats by their definitions (OCP FP8 / the fnuz paper / OCP MX), computed with ldexp.
float float8_reference(uint8_t c, Float8Kind k) {
  if (k == Float8Kind::e8m0fnu) return std::ldexp(1.0f, c - 127);
  int man_bits = (k == Float8Kind::e5m2 || k == Float8Kind::e5m2fnuz) ? 2 : 3;
  int bias = k == Float8Kind::e4m3fn ? 7 : k == Float8Kind::e5m2 ? 15 : k == Float8Kind::e4m3fnuz ? 8 : 16;
  int mag = c & 0x7F, e = mag >> man_bits, m = mag & ((1 << man_bits) - 1);
  if (k == Float8Kind::e5m2 && e == 31) return (c & 0x80) ? -kInf : kInf;
  float v = e == 0 ? std::ldexp(static_cast<float>(m), 1 - bias - man_bits)
                   : std::ldexp(static_cast<float>((1 << man_bits) + m), e - bias - man_bits);
  return (c & 0x80) ? -v : v;
}

TEST(Float8, DecodesEveryNonNanCodeByTheFormatDefinition) {
  for (Float8Kind k : kAllKinds) {
    for (int c = 0; c < 256; ++c) {
      auto code = static_cast<uint8_t>(c);
      if (is_nan_code(code, k)) {
        EXPECT_TRUE(std::isnan(dec(code, k))) << int(k) << " " << c;
        continue;
      }
      EXPECT_EQ(to_bits(dec(code, k)), to_bits(float8_reference(code, k))) << int(k) << " " << c;
    }
  }
}

TEST(Float8, EveryCodeRoundTripsExceptNonCanonicalNans) {
  for (Float8Kind k : kAllKinds) {
    for (int c = 0; c < 256; ++c) {
      auto code = static_cast<uint8_t>(c);
      uint8_t expected = code;
      // e5m2 has three NaN mantissas per sign; encoding a NaN always gives mantissa 11.
      if (k == Float8Kind::e5m2 && is_nan_code(code, k)) expected = code | 0x7F;
      EXPECT_EQ(enc(dec(code, k), k), expected) << int(k) << " " << c;
    }
  }
}

TEST(Float8, PositiveCodesDecodeInIncreasingOrder) {
  for (Float8Kind k : kAllKinds) {
    float prev = -1.0f;
    for (int c = 0; c < 256; ++c) {
      auto code = static_cast<uint8_t>(c);
      bool positive = k == Float8Kind::e8m0fnu || c < 0x80;
      if (!positive || is_nan_code(code, k)) continue;
      float v = dec(code, k);
      EXPECT_GT(v, prev) << int(k) << " " << c;
      prev = v;
    }
  }
}

// Hand-derived: e4m3fn has bias 7, so 1.0 is 0 0111 000; max is 0 1111 110 = 1.75 * 2^8.
TEST(Float8E4m3fn, DecodesLandmarks) {
  auto k = Float8Kind::e4m3fn;
  EXPECT_EQ(dec(0x38, k), 1.0f);
  EXPECT_EQ(dec(0x7E, k), 448.0f);
  EXPECT_EQ(dec(0x08, k), 0x1p-6f);  // smallest normal
  EXPECT_EQ(dec(0x01, k), 0x1p-9f);  // smallest subnormal
  EXPECT_EQ(dec(0x07, k), 7 * 0x1p-9f);
  EXPECT_EQ(to_bits(dec(0x80, k)), 0x80000000u);  // e4m3fn has -0
  EXPECT_EQ(dec(0xFE, k), -448.0f);
}

// c10's fp8e4m3fn_to_fp32_value gives these exact NaN bits.
TEST(Float8E4m3fn, DecodesNanBitsAsC10) {
  EXPECT_EQ(to_bits(dec(0x7F, Float8Kind::e4m3fn)), 0x7FF00000u);
  EXPECT_EQ(to_bits(dec(0xFF, Float8Kind::e4m3fn)), 0xFFF00000u);
}

TEST(Float8E4m3fn, RoundsTiesToEven) {
  auto k = Float8Kind::e4m3fn;
  EXPECT_EQ(enc(1.0625f, k), 0x38);   // halfway 1.0 / 1.125: 0x38 even
  EXPECT_EQ(enc(1.1875f, k), 0x3A);   // halfway 1.125 / 1.25: 0x39 odd, up
  EXPECT_EQ(enc(0x1p-10f, k), 0x00);  // half the smallest subnormal: to 0
  EXPECT_EQ(enc(3 * 0x1p-10f, k), 0x02);
  EXPECT_EQ(enc(-3 * 0x1p-10f, k), 0x82);
  EXPECT_EQ(enc(-0.0f, k), 0x80);
}

// No infinity: 464 is halfway between 448 (0x7E, even) and the NaN slot, so it stays 448;
// anything that rounds past it, and every inf or NaN, becomes NaN with the input's sign.
TEST(Float8E4m3fn, OverflowBecomesNan) {
  auto k = Float8Kind::e4m3fn;
  EXPECT_EQ(enc(464.0f, k), 0x7E);
  EXPECT_EQ(enc(465.0f, k), 0x7F);
  EXPECT_EQ(enc(480.0f, k), 0x7F);
  EXPECT_EQ(enc(1e9f, k), 0x7F);
  EXPECT_EQ(enc(-1e9f, k), 0xFF);
  EXPECT_EQ(enc(kInf, k), 0x7F);
  EXPECT_EQ(enc(-kInf, k), 0xFF);
  EXPECT_EQ(enc(kNaN, k), 0x7F);
  EXPECT_EQ(enc(-kNaN, k), 0xFF);
}

// e5m2 (bias 15): 1.0 is 0 01111 00, max finite 0 11110 11 = 1.75 * 2^15.
TEST(Float8E5m2, DecodesLandmarks) {
  auto k = Float8Kind::e5m2;
  EXPECT_EQ(dec(0x3C, k), 1.0f);
  EXPECT_EQ(dec(0x7B, k), 57344.0f);
  EXPECT_EQ(dec(0x04, k), 0x1p-14f);
  EXPECT_EQ(dec(0x01, k), 0x1p-16f);
  EXPECT_EQ(dec(0x7C, k), kInf);
  EXPECT_EQ(dec(0xFC, k), -kInf);
}

// c10 widens e5m2 through binary16, whose NaNs come back quiet.
TEST(Float8E5m2, DecodesNanBitsAsC10) {
  EXPECT_EQ(to_bits(dec(0x7D, Float8Kind::e5m2)), 0x7FE00000u);
  EXPECT_EQ(to_bits(dec(0x7E, Float8Kind::e5m2)), 0x7FC00000u);
  EXPECT_EQ(to_bits(dec(0x7F, Float8Kind::e5m2)), 0x7FE00000u);
  EXPECT_EQ(to_bits(dec(0xFF, Float8Kind::e5m2)), 0xFFE00000u);
}

TEST(Float8E5m2, RoundsTiesToEven) {
  auto k = Float8Kind::e5m2;
  EXPECT_EQ(enc(1.125f, k), 0x3C);  // halfway 1.0 / 1.25
  EXPECT_EQ(enc(1.375f, k), 0x3E);  // halfway 1.25 / 1.5: up to even
  EXPECT_EQ(enc(0x1p-17f, k), 0x00);
  EXPECT_EQ(enc(3 * 0x1p-17f, k), 0x02);
}

// IEEE-like: 61440 is halfway between 57344 (mantissa 11, odd) and 65536, so it rounds to inf.
TEST(Float8E5m2, OverflowBecomesInfinityAndNanStaysNan) {
  auto k = Float8Kind::e5m2;
  EXPECT_EQ(enc(61439.0f, k), 0x7B);
  EXPECT_EQ(enc(61440.0f, k), 0x7C);
  EXPECT_EQ(enc(1e9f, k), 0x7C);
  EXPECT_EQ(enc(-1e9f, k), 0xFC);
  EXPECT_EQ(enc(kInf, k), 0x7C);
  EXPECT_EQ(enc(-kInf, k), 0xFC);
  EXPECT_EQ(enc(kNaN, k), 0x7F);
  EXPECT_EQ(enc(-kNaN, k), 0xFF);
}

// e4m3fnuz (bias 8): 1.0 is 0 1000 000; max 0 1111 111 = 1.875 * 2^7.
TEST(Float8E4m3fnuz, DecodesLandmarks) {
  auto k = Float8Kind::e4m3fnuz;
  EXPECT_EQ(dec(0x40, k), 1.0f);
  EXPECT_EQ(dec(0x7F, k), 240.0f);
  EXPECT_EQ(dec(0xFF, k), -240.0f);
  EXPECT_EQ(dec(0x08, k), 0x1p-7f);
  EXPECT_EQ(dec(0x01, k), 0x1p-10f);
  EXPECT_EQ(to_bits(dec(0x80, k)), 0x7F800001u);  // c10's NaN bits for fnuz
}

// No -0: values that round to zero lose their sign. 248 is halfway between 240 (odd mantissa)
// and the NaN slot, so it becomes NaN, as does everything above and every inf or NaN.
TEST(Float8E4m3fnuz, HasNoNegativeZeroAndOverflowsToTheOnlyNan) {
  auto k = Float8Kind::e4m3fnuz;
  EXPECT_EQ(enc(-0.0f, k), 0x00);
  EXPECT_EQ(enc(-0x1p-12f, k), 0x00);
  EXPECT_EQ(enc(-1.0f, k), 0xC0);
  EXPECT_EQ(enc(247.0f, k), 0x7F);
  EXPECT_EQ(enc(248.0f, k), 0x80);
  EXPECT_EQ(enc(-248.0f, k), 0x80);
  EXPECT_EQ(enc(1e9f, k), 0x80);
  EXPECT_EQ(enc(kInf, k), 0x80);
  EXPECT_EQ(enc(-kNaN, k), 0x80);
}

// e5m2fnuz (bias 16): 1.0 is 0 10000 00; max 0 11111 11 = 1.75 * 2^15.
TEST(Float8E5m2fnuz, DecodesLandmarks) {
  auto k = Float8Kind::e5m2fnuz;
  EXPECT_EQ(dec(0x40, k), 1.0f);
  EXPECT_EQ(dec(0x7F, k), 57344.0f);
  EXPECT_EQ(dec(0x04, k), 0x1p-15f);
  EXPECT_EQ(dec(0x01, k), 0x1p-17f);
  EXPECT_EQ(to_bits(dec(0x80, k)), 0x7F800001u);
}

TEST(Float8E5m2fnuz, HasNoNegativeZeroAndOverflowsToTheOnlyNan) {
  auto k = Float8Kind::e5m2fnuz;
  EXPECT_EQ(enc(-0.0f, k), 0x00);
  EXPECT_EQ(enc(-1.0f, k), 0xC0);
  EXPECT_EQ(enc(61439.0f, k), 0x7F);
  EXPECT_EQ(enc(61440.0f, k), 0x80);
  EXPECT_EQ(enc(-kInf, k), 0x80);
  EXPECT_EQ(enc(kNaN, k), 0x80);
}

// e8m0fnu: 2^(code - 127); code 0 is 2^-127 (a binary32 subnormal), 0xFF is NaN.
TEST(Float8E8m0fnu, DecodesPowersOfTwo) {
  auto k = Float8Kind::e8m0fnu;
  EXPECT_EQ(dec(0x7F, k), 1.0f);
  EXPECT_EQ(dec(0x80, k), 2.0f);
  EXPECT_EQ(dec(0xFE, k), 0x1p127f);
  EXPECT_EQ(to_bits(dec(0x00, k)), 0x00400000u);
  EXPECT_EQ(to_bits(dec(0xFF, k)), 0x7F800001u);
}

// c10 rounds on the binary32 mantissa: round up when the guard bit (mantissa bit 22) is set and
// either a lower bit or the implicit bit is; so 1.5 * 2^e (a tie) goes up for every normal input.
TEST(Float8E8m0fnu, RoundsLikeC10) {
  auto k = Float8Kind::e8m0fnu;
  EXPECT_EQ(enc(1.0f, k), 0x7F);
  EXPECT_EQ(enc(1.5f, k), 0x80);
  EXPECT_EQ(enc(from_bits(0x3FBFFFFFu), k), 0x7F);  // just below 1.5
  EXPECT_EQ(enc(3.0f, k), 0x81);
  EXPECT_EQ(enc(0.75f, k), 0x7F);
  EXPECT_EQ(enc(from_bits(0x00400000u), k), 0x00);  // 2^-127: subnormal tie stays down
  EXPECT_EQ(enc(from_bits(0x00600000u), k), 0x01);
  EXPECT_EQ(enc(0.0f, k), 0x00);
}

TEST(Float8E8m0fnu, IgnoresTheSignAndMapsOverflowInfAndNanToNan) {
  auto k = Float8Kind::e8m0fnu;
  EXPECT_EQ(enc(-4.0f, k), 0x81);
  EXPECT_EQ(enc(-0.0f, k), 0x00);
  EXPECT_EQ(enc(1.5f * 0x1p127f, k), 0xFF);  // rounds past 2^127
  EXPECT_EQ(enc(kInf, k), 0xFF);
  EXPECT_EQ(enc(-kInf, k), 0xFF);
  EXPECT_EQ(enc(kNaN, k), 0xFF);
}

TEST(Float8, WrapperTypesConvertThroughTheirFormat) {
  EXPECT_EQ(Float8_e4m3fn(448.0f).x, 0x7E);
  EXPECT_EQ(Float8_e5m2(-1.0f).x, 0xBC);
  EXPECT_EQ(Float8_e4m3fnuz(1.0f).x, 0x40);
  EXPECT_EQ(Float8_e5m2fnuz(1.0f).x, 0x40);
  EXPECT_EQ(Float8_e8m0fnu(0.25f).x, 0x7D);
  EXPECT_EQ(static_cast<float>(Float8_e5m2::from_bits(0x3C)), 1.0f);
  EXPECT_EQ(static_cast<float>(Float8_e4m3fnuz::from_bits(0x7F)), 240.0f);
}

}  // namespace
}  // namespace opforge
