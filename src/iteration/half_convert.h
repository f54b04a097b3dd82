// Bulk conversion between float16 and float32 (and from bfloat16 to float32) for the CPU kernels'
// compute-in-float path. With F16C (-march=native on any x86-64 CPU since 2013) eight float16
// values convert per instruction; without it, the element conversion of opforge/numeric.h runs. Both give the same bits: IEEE
// round-to-nearest-even, and every NaN becomes c10's canonical quiet NaN (sign | 0x7E00) on the way
// to float16 (the hardware would keep part of the payload, so NaNs are replaced first).
#pragma once

#include <cstdint>
#include <cstring>

#include "opforge/numeric.h"

#if defined(__F16C__) && defined(__AVX__)
#include <immintrin.h>
#endif

namespace opforge::elementwise {

inline void half_to_float_n(const Half* src, float* dst, int64_t n) {
  int64_t i = 0;
#if defined(__F16C__) && defined(__AVX__)
  for (; i + 8 <= n; i += 8)
    _mm256_storeu_ps(dst + i, _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i))));
#endif
  for (; i < n; ++i) dst[i] = static_cast<float>(src[i]);
}

// bfloat16 is the upper half of a float32: widening is a 16-bit shift, exact for every value NaNs
// included (as the element conversion), and a loop the compiler vectorizes.
inline void bfloat16_to_float_n(const BFloat16* src, float* dst, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    const uint32_t bits = static_cast<uint32_t>(src[i].x) << 16;
    std::memcpy(dst + i, &bits, sizeof(float));
  }
}

inline void float_to_half_n(const float* src, Half* dst, int64_t n) {
  int64_t i = 0;
#if defined(__F16C__) && defined(__AVX__)
  const __m256 canonical_nan = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FC00000));
  const __m256 sign_bit = _mm256_castsi256_ps(_mm256_set1_epi32(static_cast<int>(0x80000000u)));
  for (; i + 8 <= n; i += 8) {
    __m256 x = _mm256_loadu_ps(src + i);
    const __m256 is_nan = _mm256_cmp_ps(x, x, _CMP_UNORD_Q);
    x = _mm256_blendv_ps(x, _mm256_or_ps(_mm256_and_ps(x, sign_bit), canonical_nan), is_nan);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + i), _mm256_cvtps_ph(x, _MM_FROUND_TO_NEAREST_INT));
  }
#endif
  for (; i < n; ++i) dst[i] = Half(src[i]);
}

}  // namespace opforge::elementwise
