// The one loop of sleef_math.h's forms, for one vector width: sleef_math.cpp instantiates it for
// AVX2 and sleef_math_avx512.cpp for AVX-512. Every function here is always inlined into the file
// that includes it (see sleef_math_avx512.cpp's note on why nothing may be shared).
#pragma once

#include <cstdint>
#include <cstring>

namespace opforge::math::sleef::detail {

// y[i] = f(x[i]) over whole vectors of W lanes; the last partial vector goes through a buffer
// (padded with ones, an argument inside every function's domain) so that no lane reads past x.
template <class T, class V, int W, class Fn>
[[gnu::always_inline]] inline void loop(Fn f, const T* x, T* y, int64_t n) {
  int64_t i = 0;
  for (; i + W <= n; i += W) {
    V v;
    std::memcpy(&v, x + i, sizeof(V));
    v = f(v);
    std::memcpy(y + i, &v, sizeof(V));
  }
  if (i < n) {
    alignas(64) T buf[W];
    for (int j = 0; j < W; ++j) buf[j] = T(1);
    const auto rest = static_cast<size_t>(n - i);
    std::memcpy(buf, x + i, rest * sizeof(T));
    V v;
    std::memcpy(&v, buf, sizeof(V));
    v = f(v);
    std::memcpy(buf, &v, sizeof(V));
    std::memcpy(y + i, buf, rest * sizeof(T));
  }
}

// y[i] = f(a[i], b[i]), as loop above; the last partial vector's padding lanes are fmod(1, 1).
template <class T, class V, int W, class Fn>
[[gnu::always_inline]] inline void loop(Fn f, const T* a, const T* b, T* y, int64_t n) {
  int64_t i = 0;
  for (; i + W <= n; i += W) {
    V u, v;
    std::memcpy(&u, a + i, sizeof(V));
    std::memcpy(&v, b + i, sizeof(V));
    u = f(u, v);
    std::memcpy(y + i, &u, sizeof(V));
  }
  if (i < n) {
    alignas(64) T ua[W], vb[W];
    for (int j = 0; j < W; ++j) ua[j] = vb[j] = T(1);
    const auto rest = static_cast<size_t>(n - i);
    std::memcpy(ua, a + i, rest * sizeof(T));
    std::memcpy(vb, b + i, rest * sizeof(T));
    V u, v;
    std::memcpy(&u, ua, sizeof(V));
    std::memcpy(&v, vb, sizeof(V));
    u = f(u, v);
    std::memcpy(ua, &u, sizeof(V));
    std::memcpy(y + i, ua, rest * sizeof(T));
  }
}

}  // namespace opforge::math::sleef::detail

// The tables of SLEEF's own functions (Function's first kOwnFunctions), each entry its function's by
// name (generated/src/iteration/sleef_functions.h), for one float suffix (F: f8 or f16, of vector
// type FV) and one double suffix (D: d4 or d8); and fmod, which is exact. Float erfc's arguments
// beyond 8.5 are taken as 8.5: their results, below float's repair threshold (erfc(8.5) is
// 2.8e-33), are all computed again in double (sleef_math.cpp), and SLEEF's float erfc took a
// quarter longer on vectors with such lanes (3.9 against 3.1 ms per 1e6 of [-5, 10)). A NaN lane
// compares false and stays NaN.
#define OPFORGE_SLEEF_FORM_f8(name, accuracy) \
  (Function::name == Function::erfc ? kFloatErfcCapped : Sleef_##name##f8_##accuracy),
#define OPFORGE_SLEEF_FORM_f16(name, accuracy) \
  (Function::name == Function::erfc ? kFloatErfcCapped : Sleef_##name##f16_##accuracy),
#define OPFORGE_SLEEF_FORM_d4(name, accuracy) Sleef_##name##d4_##accuracy,
#define OPFORGE_SLEEF_FORM_d8(name, accuracy) Sleef_##name##d8_##accuracy,
#define OPFORGE_SLEEF_TABLE(F, D, FV)                                                                            \
  static decltype(&Sleef_erfc##F##_u15)                                                                          \
      const kFloatErfcCapped = [](FV v) -> const FV { return Sleef_erfc##F##_u15(v > 8.5f ? FV{} + 8.5f : v); }; \
  static decltype(&Sleef_acos##F##_u10) const kFloat[] = {OPFORGE_SLEEF_OWN_FUNCTIONS(OPFORGE_SLEEF_FORM_##F)};  \
  static decltype(&Sleef_acos##D##_u10) const kDouble[] = {OPFORGE_SLEEF_OWN_FUNCTIONS(OPFORGE_SLEEF_FORM_##D)}; \
  static constexpr auto kFloatFmod = Sleef_fmod##F;                                                              \
  static constexpr auto kDoubleFmod = Sleef_fmod##D
