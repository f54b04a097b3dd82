// The float and double vector forms of the transcendental functions that are not
// vectorizable_math.h's: SLEEF's (libsleef, the vectorized math library ATen's CPU kernels use),
// each within 1 ulp (erfc 1.5) of the correctly rounded result, as in ATen's kernels.
//
// The pointwise loop (cpu_pointwise.h) calls them for a functor that is exactly one of these
// functions of its one contiguous float or double input (the generator marks it: `sleef: true` in
// codegen/functions.yaml). Other paths (a strided or broadcast input, float16 and bfloat16, CUDA)
// take pointwise_math.h's scalar function, the C library's; both are within the bound above, so a
// result may differ in its last bit by the path that computed it, as ATen's do between its
// vectorized and scalar loops.
#pragma once

#include <cstdint>

namespace opforge::math::sleef {

enum class Function : uint8_t {
  acos,
  asin,
  atan,
  acosh,
  asinh,
  atanh,
  cosh,
  sinh,
  tan,
  tanh,
  exp2,
  expm1,
  log,
  log2,
  log10,
  log1p,
  erf,
  erfc,
  lgamma
};

// Whether the vector forms run: an x86-64 CPU (AVX2 is the library's baseline; AVX-512 is used
// where wide_math.h's enabled() says so). Elsewhere the loop takes the scalar functions.
bool enabled();

// y[i] = f(x[i]) for i < n, the few elements outside SLEEF's accurate range computed again
// (pointwise_transcendental.h's sleef_repair). x == y is allowed (in place); otherwise the arrays
// must not overlap.
// Only where enabled().
void apply(Function f, const float* x, float* y, int64_t n);
void apply(Function f, const double* x, double* y, int64_t n);

}  // namespace opforge::math::sleef
