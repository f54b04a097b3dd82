// sleef_math.h's forms with 512-bit vectors (sixteen floats, eight doubles), compiled for
// x86-64-v4 (CMakeLists.txt) and called by sleef_math.cpp only where wide::enabled() found
// AVX-512. As in wide_math_avx512.cpp, nothing here may be a weak function another file could be
// linked to (the test sleef_math_symbols checks it): it calls only SLEEF, memcpy and its own
// always-inline loop.
#include <immintrin.h>
#include <sleef.h>

#include "iteration/sleef_loop.h"
#include "iteration/sleef_math.h"

namespace opforge::math::sleef {

namespace {
OPFORGE_SLEEF_TABLE(f16, d8);
}  // namespace

void apply_avx512(Function f, const float* x, float* y, int64_t n) {
  detail::loop<float, __m512, 16>(kFloat[static_cast<int>(f)], x, y, n);
}

void apply_avx512(Function f, const double* x, double* y, int64_t n) {
  detail::loop<double, __m512d, 8>(kDouble[static_cast<int>(f)], x, y, n);
}

void fmod_avx512(const float* a, const float* b, float* y, int64_t n) {
  detail::loop<float, __m512, 16>(kFloatFmod, a, b, y, n);
}

void fmod_avx512(const double* a, const double* b, double* y, int64_t n) {
  detail::loop<double, __m512d, 8>(kDoubleFmod, a, b, y, n);
}

}  // namespace opforge::math::sleef
