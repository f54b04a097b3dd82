// wide_math.h's functions, compiled for x86-64-v4 with 512-bit vectors (CMakeLists.txt) and
// called only where wide::enabled() found AVX-512.
//
// Nothing compiled here may end up called from other files: the linker keeps one copy of an inline
// function that several files compile, and this file's copy would have AVX-512 instructions. So
// it calls only always_inline functions (pointwise_math.h's float math, which is
// vectorizable_math.h's), builtins and its own internal ones, and the test wide_math_symbols
// checks that the object defines no weak function.
#include <cstdint>
#include <cstring>

#include "iteration/pointwise_math.h"
#include "iteration/wide_math.h"

namespace opforge::math::wide {

namespace {

// As cpu_pointwise.h's dense_loop, with the functions it calls (pointwise_math.h's math::fast form
// and its domain guard, and the full function): blocks of 64 elements with the fast form, computed
// again with the full function when any element of the block lies outside the fast domain; in
// place, through a buffer, so that the inputs are intact for that second pass.
template <class Fast, class Full>
[[gnu::always_inline]] inline void blocks(const float* x, float* y, int64_t n, Fast fast, Full full) {
  constexpr int64_t kBlock = 64;
  alignas(64) float buf[kBlock];
  const bool in_place = x == y;
  for (int64_t b = 0; b < n; b += kBlock) {
    const int64_t m = n - b < kBlock ? n - b : kBlock;
    float* dst = in_place ? buf : y + b;
    fast::Guard guard;
#pragma GCC ivdep
    for (int64_t i = 0; i < m; ++i) dst[i] = fast(guard, x[b + i]);
    if (guard.outside != 0)
      for (int64_t i = 0; i < m; ++i) dst[i] = full(x[b + i]);
    if (in_place) std::memcpy(y + b, buf, static_cast<size_t>(m) * sizeof(float));
  }
}

// out[i] = f(x[i], y[i]), with a scalar operand read once before the loop.
template <class F>
[[gnu::always_inline]] inline void binary(const float* x, bool x_scalar, const float* y, bool y_scalar, float* out,
                                          int64_t n, F f) {
  if (!x_scalar && !y_scalar) {
#pragma GCC ivdep
    for (int64_t i = 0; i < n; ++i) out[i] = f(x[i], y[i]);
  } else if (!x_scalar) {
    const float b = y[0];
#pragma GCC ivdep
    for (int64_t i = 0; i < n; ++i) out[i] = f(x[i], b);
  } else if (!y_scalar) {
    const float a = x[0];
#pragma GCC ivdep
    for (int64_t i = 0; i < n; ++i) out[i] = f(a, y[i]);
  } else {
    const float v = f(x[0], y[0]);
    for (int64_t i = 0; i < n; ++i) out[i] = v;
  }
}

}  // namespace

void apply(BinaryFunction f, const float* x, bool x_scalar, const float* y, bool y_scalar, float* out, int64_t n) {
  switch (f) {
    case BinaryFunction::pow:
      return binary(x, x_scalar, y, y_scalar, out, n, [](float a, float b) { return pow(a, b); });
    case BinaryFunction::pow_by_scalar:
      if (!x_scalar && y_scalar) {  // the exponent's case chosen once (with_pow_case): each loop vectorizes
        const float e = y[0];
        return with_pow_case(
            e, [&](auto c) __attribute__((always_inline)) {
#pragma GCC ivdep
              for (int64_t i = 0; i < n; ++i) out[i] = pow_in_case<decltype(c)::value>(x[i], e);
            });
      }
      return binary(x, x_scalar, y, y_scalar, out, n, [](float a, float b) { return pow_by_scalar(a, b); });
    case BinaryFunction::atan2:
      return binary(x, x_scalar, y, y_scalar, out, n, [](float a, float b) { return atan2(a, b); });
  }
}

void apply(Function f, const float* x, float* y, int64_t n) {
  switch (f) {
    case Function::exp:
      return blocks(
          x, y, n, [](fast::Guard& g, float a) { return fast::exp(g, a); }, [](float a) { return exp(a); });
    case Function::sin:
      return blocks(
          x, y, n, [](fast::Guard& g, float a) { return fast::sin(g, a); }, [](float a) { return sin(a); });
    case Function::cos:
      return blocks(
          x, y, n, [](fast::Guard& g, float a) { return fast::cos(g, a); }, [](float a) { return cos(a); });
    case Function::sigmoid:
      return blocks(
          x, y, n, [](fast::Guard& g, float a) { return fast::sigmoid(g, a); }, [](float a) { return sigmoid(a); });
    case Function::rsqrt:  // elementwise, so in place needs no buffer
#pragma GCC ivdep
      for (int64_t i = 0; i < n; ++i) y[i] = rsqrt(x[i]);
      return;
  }
}

}  // namespace opforge::math::wide
