// sleef_math.h's forms with 512-bit vectors (sixteen floats, eight doubles; the float forms
// computed in double eight at a time, sleef_special.h), compiled for
// x86-64-v4 (CMakeLists.txt) and called by sleef_math.cpp only where wide::enabled() found
// AVX-512. As in wide_math_avx512.cpp, nothing here may be a weak function another file could be
// linked to (the test sleef_math_symbols checks it): it calls only SLEEF, memcpy and its own
// always-inline loop.
#include <immintrin.h>
#include <sleef.h>

#include "iteration/sleef_loop.h"
#include "iteration/sleef_math.h"
#include "iteration/sleef_special.h"

namespace opforge::math::sleef {

namespace {
OPFORGE_SLEEF_TABLE(f16, d8, __m512);
}  // namespace

void apply_avx512(Function f, const float* x, float* y, int64_t n) {
  detail::loop<float, __m512, 16>(kFloat[static_cast<int>(f)], x, y, n);
}

void apply_avx512(Function f, const double* x, double* y, int64_t n) {
  detail::loop<double, __m512d, 8>(kDouble[static_cast<int>(f)], x, y, n);
}

void apply_via_double_avx512(Function f, const float* x, float* y, int64_t n) {
  detail::apply_via_double<detail::Avx512>(f, x, y, n);
}

// The elements of x[0, m) (m a multiple of 16) that sleef_math.cpp's apply_repaired computes again
// and their indices, in order, into values and at (each with room for m + 16); returns their count. Its needs_repair on the
// bits of sixteen lanes at a time: an infinite result of a finite argument, or a result below
// `tiny` (the bits of sleef_repair::kRepairBelow<float>) of a non-zero one.
int64_t gather_repairs_avx512(const float* x, const float* y, int64_t m, uint32_t tiny, float* values, int32_t* at) {
  const __m512i magnitude = _mm512_set1_epi32(0x7fffffff), infinity = _mm512_set1_epi32(0x7f800000),
                below = _mm512_set1_epi32(static_cast<int>(tiny)), sixteen = _mm512_set1_epi32(16);
  __m512i index = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  int64_t k = 0;
  for (int64_t i = 0; i < m; i += 16) {
    const __m512i bx = _mm512_loadu_si512(x + i);
    const __m512i ax = _mm512_and_si512(bx, magnitude), ay = _mm512_and_si512(_mm512_loadu_si512(y + i), magnitude);
    const __mmask16 overflowed = _mm512_cmpeq_epi32_mask(ay, infinity) & _mm512_cmplt_epu32_mask(ax, infinity);
    const __mmask16 tiny_result = _mm512_test_epi32_mask(ax, ax) & _mm512_cmplt_epu32_mask(ay, below);
    const __mmask16 need = overflowed | tiny_result;
    // Compressed in a register and stored whole (the lanes past the count are written over next):
    // AMD's Zen 4 microcodes the compress to memory, which took longer than the scalar pass.
    _mm512_storeu_ps(values + k, _mm512_maskz_compress_ps(need, _mm512_castsi512_ps(bx)));
    _mm512_storeu_si512(at + k, _mm512_maskz_compress_epi32(need, index));
    k += __builtin_popcount(need);
    index = _mm512_add_epi32(index, sixteen);
  }
  return k;
}

void fmod_avx512(const float* a, const float* b, float* y, int64_t n) {
  detail::loop<float, __m512, 16>(kFloatFmod, a, b, y, n);
}

void fmod_avx512(const double* a, const double* b, double* y, int64_t n) {
  detail::loop<double, __m512d, 8>(kDoubleFmod, a, b, y, n);
}

}  // namespace opforge::math::sleef
