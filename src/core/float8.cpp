// float8 <-> float conversions, bit-exact with PyTorch's c10 Float8_* types.
//
// Decoding reads one of five 256-entry tables built at compile time. Encoding rounds to nearest,
// ties to even, on the exact binary32 significand; what a format does with values past its
// largest finite number is the one place the formats differ:
//   e4m3fn    bias 7,  no inf; NaN is S.1111.111; a result that rounds past 448 becomes NaN
//   e5m2      bias 15, IEEE-like; a result that rounds past 57344 becomes inf, NaN stays NaN
//   e4m3fnuz  bias 8,  no inf, no -0; 0x80 is the only NaN and also what overflow gives
//   e5m2fnuz  bias 16, no inf, no -0; as e4m3fnuz
//   e8m0fnu   no sign, no mantissa: 2^(e-127); 0xFF is NaN; c10 rounds on the float's mantissa
#include <array>
#include <bit>
#include <cstdint>

#include "opforge/numeric.h"

namespace opforge {

namespace {

struct Format {
  int man_bits;
  int bias;
};

constexpr Format format_of(Float8Kind k) {
  switch (k) {
    case Float8Kind::e4m3fn: return {3, 7};
    case Float8Kind::e5m2: return {2, 15};
    case Float8Kind::e4m3fnuz: return {3, 8};
    case Float8Kind::e5m2fnuz: return {2, 16};
    case Float8Kind::e8m0fnu: return {0, 127};
  }
  return {0, 0};
}

// binary32 bits of a finite, non-zero float8 magnitude `mag` (7 bits) of a signed format.
constexpr uint32_t finite_magnitude_bits(uint32_t mag, Format f) {
  uint32_t exp = mag >> f.man_bits;
  uint32_t man = mag & ((1u << f.man_bits) - 1u);
  int unbiased = static_cast<int>(exp) - f.bias;
  if (exp == 0) {
    // Subnormal man * 2^(1 - bias - man_bits): normalise around the highest set bit.
    int top = std::bit_width(man) - 1;
    unbiased = 1 - f.bias - f.man_bits + top;
    man = (man - (1u << top)) << (f.man_bits - top);
  }
  return (static_cast<uint32_t>(unbiased + 127) << 23) | (man << (23 - f.man_bits));
}

// The float bits c10 produces for each code, NaN payloads included.
constexpr uint32_t decode_bits(uint8_t code, Float8Kind k) {
  const uint32_t sign = static_cast<uint32_t>(code & 0x80u) << 24;
  const uint32_t mag = code & 0x7Fu;
  switch (k) {
    case Float8Kind::e8m0fnu:
      if (code == 0xFF) return 0x7F800001u;
      if (code == 0) return 0x00400000u;  // 2^-127 is a binary32 subnormal
      return static_cast<uint32_t>(code) << 23;
    case Float8Kind::e4m3fn:
      if (mag == 0x7F) return sign | 0x7FF00000u;
      break;
    case Float8Kind::e5m2:
      // c10 widens through binary16, whose NaNs come back quiet.
      if (mag >= 0x7C) return sign | 0x7F800000u | (mag > 0x7C ? 0x00400000u : 0u) | ((mag & 3u) << 21);
      break;
    case Float8Kind::e4m3fnuz:
    case Float8Kind::e5m2fnuz:
      if (code == 0x80) return 0x7F800001u;
      break;
  }
  if (mag == 0) return sign;
  return sign | finite_magnitude_bits(mag, format_of(k));
}

constexpr std::array<uint32_t, 256> make_table(Float8Kind k) {
  std::array<uint32_t, 256> t{};
  for (int c = 0; c < 256; ++c) t[c] = decode_bits(static_cast<uint8_t>(c), k);
  return t;
}

constexpr std::array<std::array<uint32_t, 256>, 5> kDecode{
    make_table(Float8Kind::e4m3fn), make_table(Float8Kind::e5m2), make_table(Float8Kind::e4m3fnuz),
    make_table(Float8Kind::e5m2fnuz), make_table(Float8Kind::e8m0fnu)};

// Magnitude code of a finite |x| (bits `ax`, sign cleared) rounded to nearest even, without
// any overflow handling: the result may exceed the format's largest code.
uint32_t round_magnitude(uint32_t ax, Format f) {
  const int fexp = static_cast<int>(ax >> 23);
  if (fexp == 0) return 0;                            // binary32 subnormals are far below every float8 subnormal
  const uint32_t sig = (ax & 0x7FFFFFu) | 0x800000u;  // 24-bit significand
  const int unbiased = fexp - 127;
  const int emin = 1 - f.bias;
  // Drop the bits below the float8 quantum at this exponent (subnormal range: at emin).
  int shift = 23 - f.man_bits + (unbiased < emin ? emin - unbiased : 0);
  if (shift > 24) return 0;  // below half the smallest subnormal
  uint32_t kept = sig >> shift;
  uint32_t rest = sig & ((1u << shift) - 1u);
  uint32_t half = 1u << (shift - 1);
  if (rest > half || (rest == half && (kept & 1u))) ++kept;
  if (unbiased < emin) return kept;  // a carry into 1 << man_bits is the smallest normal
  // kept is in [1 << m, 1 << (m+1)]; its leading bit lands on the exponent field, carry included.
  return (static_cast<uint32_t>(unbiased + f.bias) << f.man_bits) + kept - (1u << f.man_bits);
}

// c10's e8m0 rounding: guard bit = mantissa bit 22, round-up when guard and (round, sticky or
// the implicit bit) are set. The sign is ignored.
uint8_t float_to_e8m0(uint32_t bits) {
  uint32_t exp = (bits >> 23) & 0xFFu;
  if (exp == 0xFF) return 0xFF;
  bool guard = bits & 0x400000u;
  bool round_or_sticky = bits & 0x3FFFFFu;
  bool lsb = exp > 0;
  if (guard && (round_or_sticky || lsb)) ++exp;
  return static_cast<uint8_t>(exp);
}

}  // namespace

float float8_to_float(uint8_t bits, Float8Kind kind) {
  return std::bit_cast<float>(kDecode[static_cast<size_t>(kind)][bits]);
}

uint8_t float_to_float8(float f, Float8Kind kind) {
  const uint32_t bits = std::bit_cast<uint32_t>(f);
  const uint8_t sign = static_cast<uint8_t>((bits >> 24) & 0x80u);
  const uint32_t ax = bits & 0x7FFFFFFFu;
  const bool is_nan = ax > 0x7F800000u;
  const bool is_inf = ax == 0x7F800000u;
  switch (kind) {
    case Float8Kind::e4m3fn: {
      uint32_t mag = (is_nan || is_inf) ? 0x7Fu : round_magnitude(ax, format_of(kind));
      return static_cast<uint8_t>(sign | (mag >= 0x7Fu ? 0x7Fu : mag));
    }
    case Float8Kind::e5m2: {
      if (is_nan) return static_cast<uint8_t>(sign | 0x7Fu);
      uint32_t mag = is_inf ? 0x7Cu : round_magnitude(ax, format_of(kind));
      return static_cast<uint8_t>(sign | (mag >= 0x7Cu ? 0x7Cu : mag));
    }
    case Float8Kind::e4m3fnuz:
    case Float8Kind::e5m2fnuz: {
      if (is_nan || is_inf) return 0x80;
      uint32_t mag = round_magnitude(ax, format_of(kind));
      if (mag >= 0x80u) return 0x80;
      return mag == 0 ? 0 : static_cast<uint8_t>(sign | mag);  // no negative zero
    }
    case Float8Kind::e8m0fnu: return float_to_e8m0(bits);
  }
  return 0;
}

}  // namespace opforge
