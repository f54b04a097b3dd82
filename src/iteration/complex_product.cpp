// The vector complex products of complex_product.h.
#include "iteration/complex_product.h"

#include <algorithm>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace opforge::math::complex_product {

#if defined(__AVX2__)
namespace {

// Four complex64 products: (ar*br - ai*bi, ai*br + ar*bi) in each pair of lanes.
inline __m256 product(__m256 a, __m256 b) {
  const __m256 by_real = _mm256_mul_ps(a, _mm256_moveldup_ps(b));                           // ar*br, ai*br
  const __m256 by_imag = _mm256_mul_ps(_mm256_permute_ps(a, 0xB1), _mm256_movehdup_ps(b));  // ai*bi, ar*bi
  return _mm256_addsub_ps(by_real, by_imag);
}

// Two complex128 products.
inline __m256d product(__m256d a, __m256d b) {
  const __m256d by_real = _mm256_mul_pd(a, _mm256_movedup_pd(b));
  const __m256d by_imag = _mm256_mul_pd(_mm256_permute_pd(a, 0x5), _mm256_permute_pd(b, 0xF));
  return _mm256_addsub_pd(by_real, by_imag);
}

inline __m256 load(const std::complex<float>* p) { return _mm256_loadu_ps(reinterpret_cast<const float*>(p)); }
inline __m256d load(const std::complex<double>* p) { return _mm256_loadu_pd(reinterpret_cast<const double*>(p)); }
inline void store(std::complex<float>* p, __m256 v) { _mm256_storeu_ps(reinterpret_cast<float*>(p), v); }
inline void store(std::complex<double>* p, __m256d v) { _mm256_storeu_pd(reinterpret_cast<double*>(p), v); }
inline __m256 splat(std::complex<float> z) {
  return _mm256_setr_ps(z.real(), z.imag(), z.real(), z.imag(), z.real(), z.imag(), z.real(), z.imag());
}
inline __m256d splat(std::complex<double> z) { return _mm256_setr_pd(z.real(), z.imag(), z.real(), z.imag()); }

template <class C>
void run(const C* a, bool a_scalar, const C* b, bool b_scalar, C* o, int64_t n) {
  constexpr int64_t kPer = 32 / sizeof(C);  // complex elements a vector holds
  using Vec = decltype(load(a));
  const Vec a0 = splat(a[0]), b0 = splat(b[0]);
  int64_t i = 0;
  // Two vectors an iteration (the compiler unrolls the other dense loops four times).
  for (; i + 2 * kPer <= n; i += 2 * kPer) {
    const Vec x0 = a_scalar ? a0 : load(a + i), x1 = a_scalar ? a0 : load(a + i + kPer);
    const Vec y0 = b_scalar ? b0 : load(b + i), y1 = b_scalar ? b0 : load(b + i + kPer);
    store(o + i, product(x0, y0));
    store(o + i + kPer, product(x1, y1));
  }
  for (; i + kPer <= n; i += kPer) store(o + i, product(a_scalar ? a0 : load(a + i), b_scalar ? b0 : load(b + i)));
  if (i == n) return;
  // The last partial vector through buffers, so that it takes the same formula as the others.
  const int64_t m = n - i;
  alignas(32) C x[kPer] = {}, y[kPer] = {}, z[kPer];
  for (int64_t k = 0; k < m; ++k) {
    x[k] = a_scalar ? a[0] : a[i + k];
    y[k] = b_scalar ? b[0] : b[i + k];
  }
  store(z, product(load(x), load(y)));
  std::copy(z, z + m, o + i);
}

}  // namespace

bool apply(const std::complex<float>* a, bool a_scalar, const std::complex<float>* b, bool b_scalar,
           std::complex<float>* o, int64_t n) {
  if (n > 0) run(a, a_scalar, b, b_scalar, o, n);
  return true;
}

bool apply(const std::complex<double>* a, bool a_scalar, const std::complex<double>* b, bool b_scalar,
           std::complex<double>* o, int64_t n) {
  if (n > 0) run(a, a_scalar, b, b_scalar, o, n);
  return true;
}

#else

bool apply(const std::complex<float>*, bool, const std::complex<float>*, bool, std::complex<float>*, int64_t) {
  return false;
}
bool apply(const std::complex<double>*, bool, const std::complex<double>*, bool, std::complex<double>*, int64_t) {
  return false;
}

#endif

}  // namespace opforge::math::complex_product
