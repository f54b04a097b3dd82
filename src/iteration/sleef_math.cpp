// sleef_math.h's forms at the library's baseline width (AVX2: eight floats, four doubles), the
// choice of the AVX-512 forms (sleef_math_avx512.cpp) where wide_math.h's enabled() allows them,
// and the repair of the few elements outside SLEEF's accurate range.
#include "iteration/sleef_math.h"

#include "iteration/wide_math.h"

#if defined(OPFORGE_SLEEF_VECTORS)
#include <immintrin.h>
#include <sleef.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "iteration/pointwise_math.h"
#include "iteration/sleef_loop.h"
#endif

#include "opforge/error.h"

namespace opforge::math::sleef {

#if defined(OPFORGE_SLEEF_VECTORS)

// sleef_math_avx512.cpp
void apply_avx512(Function f, const float* x, float* y, int64_t n);
void apply_avx512(Function f, const double* x, double* y, int64_t n);

namespace {

OPFORGE_SLEEF_TABLE(f8, d4);

// The C library's long double functions in Function's order, for the elements SLEEF gets wrong
// (pointwise_transcendental.h's sleef_repair says which, and why).
long double (*const kWide[])(long double) = {acosl,
                                             asinl,
                                             atanl,
                                             acoshl,
                                             asinhl,
                                             atanhl,
                                             coshl,
                                             sinhl,
                                             tanl,
                                             tanhl,
                                             exp2l,
                                             expm1l,
                                             logl,
                                             log2l,
                                             log10l,
                                             log1pl,
                                             erfl,
                                             erfcl,
                                             sleef_repair::lgamma_wide};
static_assert(sizeof(kWide) / sizeof(kWide[0]) == static_cast<size_t>(Function::lgamma) + 1);

// Whether any element of a chunk needs repair: a branch-free test the compiler vectorizes, so
// that the common chunk costs one pass over data in the L1 cache.
template <class T>
bool any_needs_repair(const T* x, const T* y, int64_t m) {
  constexpr T kMax = std::numeric_limits<T>::max(), kTiny = sleef_repair::kRepairBelow<T>;
  bool any = false;
  for (int64_t i = 0; i < m; ++i) {
    const T ax = std::abs(x[i]), ay = std::abs(y[i]);
    any |= (!(ay <= kMax) & (ax <= kMax)) | ((ax != 0) & (ay < kTiny));
  }
  return any;
}

// SLEEF's vector form over chunks of the input, each then checked and repaired where needed. In
// place, a chunk's inputs are kept first, to repair from.
template <class T, class Vector>
void apply_repaired(Function f, const T* x, T* y, int64_t n, Vector vector) {
  constexpr int64_t kChunk = 512;
  alignas(64) T saved[kChunk];
  for (int64_t b = 0; b < n; b += kChunk) {
    const int64_t m = std::min(kChunk, n - b);
    const T* in = x + b;
    if (x == y) {
      std::memcpy(saved, in, static_cast<size_t>(m) * sizeof(T));
      in = saved;
    }
    vector(in, y + b, m);
    if (!any_needs_repair(in, y + b, m)) [[likely]]
      continue;
    for (int64_t i = 0; i < m; ++i)
      if (sleef_repair::needed(in[i], y[b + i]))
        y[b + i] = static_cast<T>(kWide[static_cast<int>(f)](static_cast<long double>(in[i])));
  }
}

}  // namespace

bool enabled() { return true; }

void apply(Function f, const float* x, float* y, int64_t n) {
  if (wide::enabled()) {
    apply_repaired(f, x, y, n, [f](const float* in, float* out, int64_t m) { apply_avx512(f, in, out, m); });
  } else {
    apply_repaired(f, x, y, n, [f](const float* in, float* out, int64_t m) {
      detail::loop<float, __m256, 8>(kFloat[static_cast<int>(f)], in, out, m);
    });
  }
}

void apply(Function f, const double* x, double* y, int64_t n) {
  if (wide::enabled()) {
    apply_repaired(f, x, y, n, [f](const double* in, double* out, int64_t m) { apply_avx512(f, in, out, m); });
  } else {
    apply_repaired(f, x, y, n, [f](const double* in, double* out, int64_t m) {
      detail::loop<double, __m256d, 4>(kDouble[static_cast<int>(f)], in, out, m);
    });
  }
}

#else

bool enabled() { return false; }

void apply(Function, const float*, float*, int64_t) {
  raise<RuntimeError>("opforge was built without SLEEF's vector forms");
}

void apply(Function, const double*, double*, int64_t) {
  raise<RuntimeError>("opforge was built without SLEEF's vector forms");
}

#endif

}  // namespace opforge::math::sleef
