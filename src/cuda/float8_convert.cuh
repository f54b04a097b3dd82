// float8 <-> float conversions that run on the device (and on the host), bit-exact with the CPU's
// float8_to_float / float_to_float8 (src/core/float8.cpp), whose rules they restate: the CPU
// versions live in a .cpp and decode through host tables, which device code cannot call.
//
// The kind is a template argument, so each instantiation folds to the format's own arithmetic.
//   e4m3fn    bias 7,  no inf; NaN is S.1111.111; a result that rounds past 448 becomes NaN
//   e5m2      bias 15, IEEE-like; a result that rounds past 57344 becomes inf, NaN stays NaN
//   e4m3fnuz  bias 8,  no inf, no -0; 0x80 is the only NaN and also what overflow gives
//   e5m2fnuz  bias 16, no inf, no -0; as e4m3fnuz
//   e8m0fnu   no sign, no mantissa: 2^(e-127); 0xFF is NaN; c10 rounds on the float's mantissa
#pragma once

#include <cstdint>

#include "opforge/numeric.h"

namespace opforge::cuda_detail {

template <Float8Kind K>
struct Float8Format;
template <>
struct Float8Format<Float8Kind::e4m3fn> {
  static constexpr int man_bits = 3, bias = 7;
};
template <>
struct Float8Format<Float8Kind::e5m2> {
  static constexpr int man_bits = 2, bias = 15;
};
template <>
struct Float8Format<Float8Kind::e4m3fnuz> {
  static constexpr int man_bits = 3, bias = 8;
};
template <>
struct Float8Format<Float8Kind::e5m2fnuz> {
  static constexpr int man_bits = 2, bias = 16;
};
template <>
struct Float8Format<Float8Kind::e8m0fnu> {
  static constexpr int man_bits = 0, bias = 127;
};

// binary32 bits of a finite, non-zero magnitude `mag` (7 bits) of a signed format.
template <Float8Kind K>
OPFORGE_HOST_DEVICE inline uint32_t float8_finite_magnitude_bits(uint32_t mag) {
  constexpr int m = Float8Format<K>::man_bits;
  constexpr int bias = Float8Format<K>::bias;
  const uint32_t exp = mag >> m;
  uint32_t man = mag & ((1u << m) - 1u);
  int unbiased = static_cast<int>(exp) - bias;
  if (exp == 0) {
    // Subnormal man * 2^(1 - bias - m): normalise around the highest set bit (man is 1..7).
    const int top = man >= 4u ? 2 : (man >= 2u ? 1 : 0);
    unbiased = 1 - bias - m + top;
    man = (man - (1u << top)) << (m - top);
  }
  return (static_cast<uint32_t>(unbiased + 127) << 23) | (man << (23 - m));
}

// The float bits c10 produces for each code, NaN payloads included.
template <Float8Kind K>
OPFORGE_HOST_DEVICE inline uint32_t float8_decode_bits(uint8_t code) {
  const uint32_t sign = static_cast<uint32_t>(code & 0x80u) << 24;
  const uint32_t mag = code & 0x7Fu;
  if constexpr (K == Float8Kind::e8m0fnu) {
    if (code == 0xFF) return 0x7F800001u;
    if (code == 0) return 0x00400000u;  // 2^-127 is a binary32 subnormal
    return static_cast<uint32_t>(code) << 23;
  } else {
    if constexpr (K == Float8Kind::e4m3fn) {
      if (mag == 0x7F) return sign | 0x7FF00000u;
    } else if constexpr (K == Float8Kind::e5m2) {
      // c10 widens through binary16, whose NaNs come back quiet.
      if (mag >= 0x7C) return sign | 0x7F800000u | (mag > 0x7C ? 0x00400000u : 0u) | ((mag & 3u) << 21);
    } else {
      if (code == 0x80) return 0x7F800001u;
    }
    if (mag == 0) return sign;
    return sign | float8_finite_magnitude_bits<K>(mag);
  }
}

template <Float8Kind K>
OPFORGE_HOST_DEVICE inline float float8_to_float_hd(uint8_t code) {
  return detail::bits_float(float8_decode_bits<K>(code));
}

// Magnitude code of a finite |x| (bits `ax`, sign cleared) rounded to nearest even, without any
// overflow handling: the result may exceed the format's largest code.
template <Float8Kind K>
OPFORGE_HOST_DEVICE inline uint32_t float8_round_magnitude(uint32_t ax) {
  constexpr int m = Float8Format<K>::man_bits;
  constexpr int bias = Float8Format<K>::bias;
  const int fexp = static_cast<int>(ax >> 23);
  if (fexp == 0) return 0;                            // binary32 subnormals are far below every float8 subnormal
  const uint32_t sig = (ax & 0x7FFFFFu) | 0x800000u;  // 24-bit significand
  const int unbiased = fexp - 127;
  constexpr int emin = 1 - bias;
  // Drop the bits below the float8 quantum at this exponent (subnormal range: at emin).
  const int shift = 23 - m + (unbiased < emin ? emin - unbiased : 0);
  if (shift > 24) return 0;  // below half the smallest subnormal
  uint32_t kept = sig >> shift;
  const uint32_t rest = sig & ((1u << shift) - 1u);
  const uint32_t half = 1u << (shift - 1);
  if (rest > half || (rest == half && (kept & 1u))) ++kept;
  if (unbiased < emin) return kept;  // a carry into 1 << m is the smallest normal
  // kept is in [1 << m, 1 << (m+1)]; its leading bit lands on the exponent field, carry included.
  return (static_cast<uint32_t>(unbiased + bias) << m) + kept - (1u << m);
}

template <Float8Kind K>
OPFORGE_HOST_DEVICE inline uint8_t float_to_float8_hd(float f) {
  const uint32_t bits = detail::float_bits(f);
  const auto sign = static_cast<uint8_t>((bits >> 24) & 0x80u);
  const uint32_t ax = bits & 0x7FFFFFFFu;
  const bool is_nan = ax > 0x7F800000u;
  const bool is_inf = ax == 0x7F800000u;
  if constexpr (K == Float8Kind::e4m3fn) {
    const uint32_t mag = (is_nan || is_inf) ? 0x7Fu : float8_round_magnitude<K>(ax);
    return static_cast<uint8_t>(sign | (mag >= 0x7Fu ? 0x7Fu : mag));
  } else if constexpr (K == Float8Kind::e5m2) {
    if (is_nan) return static_cast<uint8_t>(sign | 0x7Fu);
    const uint32_t mag = is_inf ? 0x7Cu : float8_round_magnitude<K>(ax);
    return static_cast<uint8_t>(sign | (mag >= 0x7Cu ? 0x7Cu : mag));
  } else if constexpr (K == Float8Kind::e8m0fnu) {
    // c10's rounding: guard bit = mantissa bit 22, round up when guard and (round, sticky or the
    // implicit bit) are set. The sign is ignored.
    uint32_t exp = (bits >> 23) & 0xFFu;
    if (exp == 0xFF) return 0xFF;
    const bool guard = (bits & 0x400000u) != 0;
    const bool round_or_sticky = (bits & 0x3FFFFFu) != 0;
    const bool lsb = exp > 0;
    if (guard && (round_or_sticky || lsb)) ++exp;
    return static_cast<uint8_t>(exp);
  } else {  // e4m3fnuz, e5m2fnuz
    if (is_nan || is_inf) return 0x80;
    const uint32_t mag = float8_round_magnitude<K>(ax);
    if (mag >= 0x80u) return 0x80;
    return mag == 0 ? 0 : static_cast<uint8_t>(sign | mag);  // no negative zero
  }
}

}  // namespace opforge::cuda_detail
