// sleef_math.h's forms at the library's baseline width (AVX2: eight floats, four doubles; the float
// forms computed in double four at a time), the choice of the AVX-512 forms (sleef_math_avx512.cpp)
// where wide_math.h's enabled() allows them, the repair of the few elements outside SLEEF's
// accurate range, and the double elements of the functions that have no double vector form.
#include "iteration/sleef_math.h"

#include "iteration/wide_math.h"

#if defined(OPFORGE_SLEEF_VECTORS)
#include <immintrin.h>
#include <sleef.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "iteration/pointwise_math.h"
#include "iteration/pointwise_special.h"
#include "iteration/rounded_division.h"
#include "iteration/sleef_loop.h"
#include "iteration/sleef_special.h"
#endif

#include "opforge/error.h"

namespace opforge::math::sleef {

#if defined(OPFORGE_SLEEF_VECTORS)

// sleef_math_avx512.cpp
void apply_avx512(Function f, const float* x, float* y, int64_t n);
void apply_avx512(Function f, const double* x, double* y, int64_t n);
void apply_via_double_avx512(Function f, const float* x, float* y, int64_t n);
int64_t gather_repairs_avx512(const float* x, const float* y, int64_t m, uint32_t tiny, float* values, int32_t* at);
void fmod_avx512(const float* a, const float* b, float* y, int64_t n);
void fmod_avx512(const double* a, const double* b, double* y, int64_t n);

namespace {

OPFORGE_SLEEF_TABLE(f8, d4, __m256);

// The float forms composed of SLEEF's double functions (sleef_special.h): the functions SLEEF does
// not have, which have no SLEEF table entry.
bool via_double(Function f) { return static_cast<int>(f) >= kOwnFunctions; }

// The C library's long double functions (std::name's long double overload), for the double
// elements SLEEF gets wrong (pointwise_transcendental.h's sleef_repair says which, and why); lgamma's
// is sleef_repair's, which leaves the C library's signgam alone. Qualified lookup finds a function
// declared here before those of std.
namespace wide_forms {
using namespace std;
long double lgamma(long double x) { return sleef_repair::lgamma_wide(x); }
}  // namespace wide_forms
#define OPFORGE_SLEEF_WIDE_FORM(name, accuracy) [](long double x) -> long double { return wide_forms::name(x); },
long double (*const kWide[])(long double) = {OPFORGE_SLEEF_OWN_FUNCTIONS(OPFORGE_SLEEF_WIDE_FORM)};
#undef OPFORGE_SLEEF_WIDE_FORM

// Whether any element of a chunk needs repair: a branch-free test the compiler vectorizes, so
// that the common chunk costs one pass over data in the L1 cache.
// On the values' bits, with their signs cleared: GCC vectorizes this integer loop, where its float
// comparisons combined into a bool stayed scalar (two thirds of acos's time).
template <class T>
using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
template <class T>
inline constexpr Bits<T> kMagnitude = ~Bits<T>(0) >> 1;
template <class T>
inline constexpr Bits<T> kInfinity = std::bit_cast<Bits<T>>(std::numeric_limits<T>::infinity());

// sleef_repair::needed on the bits: 1 or 0.
template <class T>
inline Bits<T> needs_repair(T x, T y) {
  using U = Bits<T>;
  constexpr U kTiny = std::bit_cast<U>(sleef_repair::kRepairBelow<T>);
  const U ax = std::bit_cast<U>(x) & kMagnitude<T>, ay = std::bit_cast<U>(y) & kMagnitude<T>;
  return static_cast<U>((ay == kInfinity<T>)&(ax < kInfinity<T>)) | static_cast<U>((ax != 0) & (ay < kTiny));
}

template <class T>
bool any_needs_repair(const T* x, const T* y, int64_t m) {
  Bits<T> any = 0;
  for (int64_t i = 0; i < m; ++i) any |= needs_repair(x[i], y[i]);
  return any != 0;
}

// Whether SLEEF's fmod returned NaN for a pair that has a result: both finite, b non-zero.
template <class T>
bool fmod_needs_repair(T a, T b, T mod) {
  using U = Bits<T>;
  const U ua = std::bit_cast<U>(a) & kMagnitude<T>, ub = std::bit_cast<U>(b) & kMagnitude<T>,
          um = std::bit_cast<U>(mod) & kMagnitude<T>;
  return (um > kInfinity<T>)&(ua < kInfinity<T>)&(ub < kInfinity<T>)&(ub != 0);
}

// SLEEF's fmod of a chunk, then the function finished from it (rounded_division.h). A scalar
// operand is a chunk filled with its value; in place, y is a or b exactly, and element i of both
// is read before y[i] is written.
template <class T, class Fmod>
void apply_binary(BinaryFunction f, const T* a, bool a_scalar, const T* b, bool b_scalar, T* y, int64_t n,
                  Fmod fmod_vector) {
  constexpr int64_t kChunk = 512;
  alignas(64) T fill_a[kChunk], fill_b[kChunk], mod[kChunk];
  if (a_scalar) std::fill_n(fill_a, kChunk, *a);
  if (b_scalar) std::fill_n(fill_b, kChunk, *b);
  for (int64_t s = 0; s < n; s += kChunk) {
    const int64_t m = std::min(kChunk, n - s);
    const T* ac = a_scalar ? fill_a : a + s;
    const T* bc = b_scalar ? fill_b : b + s;
    fmod_vector(ac, bc, mod, m);
    Bits<T> any = 0;
    for (int64_t i = 0; i < m; ++i) any |= static_cast<Bits<T>>(fmod_needs_repair(ac[i], bc[i], mod[i]));
    if (any != 0) [[unlikely]]
      for (int64_t i = 0; i < m; ++i)
        if (fmod_needs_repair(ac[i], bc[i], mod[i])) mod[i] = std::fmod(ac[i], bc[i]);
    T* yc = y + s;
    switch (f) {
      case BinaryFunction::fmod: std::copy_n(mod, m, yc); break;
      case BinaryFunction::remainder:
#pragma GCC ivdep
        for (int64_t i = 0; i < m; ++i) yc[i] = rounded_division::remainder_from_fmod(bc[i], mod[i]);
        break;
      case BinaryFunction::floor_divide:
#pragma GCC ivdep
        for (int64_t i = 0; i < m; ++i) yc[i] = rounded_division::floor_divide_from_fmod(ac[i], bc[i], mod[i]);
        break;
    }
  }
}

// SLEEF's vector form over chunks of the input, each then checked and repaired where needed. In
// place, a chunk's inputs are kept first, to repair from. A float chunk's few elements to repair
// are gathered and computed by SLEEF's double form of the function (rounded once to float: within
// 1 ulp, its results there being normal doubles), itself repaired in long double where it needs:
// erfc of [-5, 10) repairs 12% of its elements (every result below 2e-31), which one long double
// call each made four times as slow as SLEEF's float loop itself (20 ms against 3.9 per 1e6). The
// gathering is AVX-512's compress where the CPU has it (a scalar pass took a sixth of erfc's time).
// A double chunk's take the C library's long double function one by one.
template <class T, class Vector>
void apply_repaired(Function f, const T* x, T* y, int64_t n, Vector vector) {
  constexpr int64_t kChunk = 512;
  alignas(64) T saved[kChunk];
  [[maybe_unused]] alignas(64) float gathered[std::is_same_v<T, float> ? kChunk + 16 : 1];
  [[maybe_unused]] alignas(64) double wide[std::is_same_v<T, float> ? kChunk : 1];
  [[maybe_unused]] alignas(64) int32_t at[std::is_same_v<T, float> ? kChunk + 16 : 1];
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
    if constexpr (std::is_same_v<T, float>) {
      int64_t k = 0, i = 0;
      if (wide::enabled()) {
        i = m & ~int64_t{15};
        k = gather_repairs_avx512(in, y + b, i, std::bit_cast<uint32_t>(sleef_repair::kRepairBelow<float>), gathered,
                                  at);
      }
      // The rest without a branch: every element is written at k, which moves on past the ones to
      // repair (a branch mispredicted on a sixth of erfc's elements).
      for (; i < m; ++i) {
        gathered[k] = in[i];
        at[k] = static_cast<int32_t>(i);
        k += static_cast<int64_t>(needs_repair(in[i], y[b + i]));
      }
      for (int64_t j = 0; j < k; ++j) wide[j] = gathered[j];
      apply(f, wide, wide, k);
      for (int64_t j = 0; j < k; ++j) y[b + at[j]] = static_cast<float>(wide[j]);
    } else {
      for (int64_t i = 0; i < m; ++i)
        if (sleef_repair::needed(in[i], y[b + i]))
          y[b + i] = static_cast<T>(kWide[static_cast<int>(f)](static_cast<long double>(in[i])));
    }
  }
}

}  // namespace

bool enabled() { return true; }

void apply(Function f, const float* x, float* y, int64_t n) {
  if (via_double(f)) {
    if (wide::enabled())
      apply_via_double_avx512(f, x, y, n);
    else
      detail::apply_via_double<detail::Avx2>(f, x, y, n);
    return;
  }
  if (wide::enabled()) {
    apply_repaired(f, x, y, n, [f](const float* in, float* out, int64_t m) { apply_avx512(f, in, out, m); });
  } else {
    apply_repaired(f, x, y, n, [f](const float* in, float* out, int64_t m) {
      detail::loop<float, __m256, 8>(kFloat[static_cast<int>(f)], in, out, m);
    });
  }
}

void apply(Function f, const double* x, double* y, int64_t n) {
  // pointwise_special.h's functions, in long double, as the scalar path computes them.
  switch (f) {
    case Function::erfinv:
      for (int64_t i = 0; i < n; ++i) y[i] = math::erfinv(x[i]);
      return;
    case Function::digamma:
      for (int64_t i = 0; i < n; ++i) y[i] = math::digamma(x[i]);
      return;
    case Function::sinc:
      for (int64_t i = 0; i < n; ++i) y[i] = math::sinc(x[i]);
      return;
    case Function::logit:
      for (int64_t i = 0; i < n; ++i) y[i] = math::logit(x[i], Unbounded{});
      return;
    default: break;
  }
  if (wide::enabled()) {
    apply_repaired(f, x, y, n, [f](const double* in, double* out, int64_t m) { apply_avx512(f, in, out, m); });
  } else {
    apply_repaired(f, x, y, n, [f](const double* in, double* out, int64_t m) {
      detail::loop<double, __m256d, 4>(kDouble[static_cast<int>(f)], in, out, m);
    });
  }
}

void apply(BinaryFunction f, const float* a, bool a_scalar, const float* b, bool b_scalar, float* y, int64_t n) {
  if (wide::enabled()) {
    apply_binary(f, a, a_scalar, b, b_scalar, y, n,
                 [](const float* u, const float* v, float* out, int64_t m) { fmod_avx512(u, v, out, m); });
  } else {
    apply_binary(f, a, a_scalar, b, b_scalar, y, n, [](const float* u, const float* v, float* out, int64_t m) {
      detail::loop<float, __m256, 8>(kFloatFmod, u, v, out, m);
    });
  }
}

void apply(BinaryFunction f, const double* a, bool a_scalar, const double* b, bool b_scalar, double* y, int64_t n) {
  if (wide::enabled()) {
    apply_binary(f, a, a_scalar, b, b_scalar, y, n,
                 [](const double* u, const double* v, double* out, int64_t m) { fmod_avx512(u, v, out, m); });
  } else {
    apply_binary(f, a, a_scalar, b, b_scalar, y, n, [](const double* u, const double* v, double* out, int64_t m) {
      detail::loop<double, __m256d, 4>(kDoubleFmod, u, v, out, m);
    });
  }
}

#else

bool enabled() { return false; }

void apply(BinaryFunction, const float*, bool, const float*, bool, float*, int64_t) {
  raise<RuntimeError>("opforge was built without SLEEF's vector forms");
}

void apply(BinaryFunction, const double*, bool, const double*, bool, double*, int64_t) {
  raise<RuntimeError>("opforge was built without SLEEF's vector forms");
}

void apply(Function, const float*, float*, int64_t) {
  raise<RuntimeError>("opforge was built without SLEEF's vector forms");
}

void apply(Function, const double*, double*, int64_t) {
  raise<RuntimeError>("opforge was built without SLEEF's vector forms");
}

#endif

}  // namespace opforge::math::sleef
