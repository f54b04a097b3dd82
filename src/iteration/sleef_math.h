// The float and double vector forms of the transcendental functions that are not
// vectorizable_math.h's: SLEEF's (libsleef, the vectorized math library ATen's CPU kernels use),
// each within 1 ulp (erfc 1.5) of the correctly rounded result, as in ATen's kernels; and float
// forms of erfinv, digamma, sinc and logit, which SLEEF does not have, composed of SLEEF's double
// vector functions and rounded once to float (sleef_special.h), within 1 ulp. Those four have no
// double vector form: their double elements take the scalar functions (pointwise_special.h, in
// long double), one by one.
//
// The pointwise loop (cpu_pointwise.h) calls them for a functor that is exactly one of these
// functions of its one contiguous float or double input (the generator marks it: `sleef: true` in
// codegen/functions.yaml; logit without its eps). Other paths (a strided or broadcast input,
// float16 and bfloat16, CUDA) take the scalar functions (pointwise_math.h, the C library's,
// SLEEF's scalar ones, pointwise_special.h's); both are within the bound above, so a result may
// differ in its last bit by the path that computed it, as ATen's do between its vectorized and
// scalar loops.
#pragma once

#include <cstdint>

#include "iteration/sleef_functions.h"

namespace opforge::math::sleef {

// SLEEF's own functions, then the float forms composed of its double functions: the lists of
// codegen/functions.yaml's `sleef` entries (generated/src/iteration/sleef_functions.h).
#define OPFORGE_SLEEF_ENUMERATOR(name, ...) name,
enum class Function : uint8_t {
  OPFORGE_SLEEF_OWN_FUNCTIONS(OPFORGE_SLEEF_ENUMERATOR) OPFORGE_SLEEF_COMPOSED_FUNCTIONS(OPFORGE_SLEEF_ENUMERATOR)
};
// How many of them SLEEF has itself: its tables' size; the others are composed (sleef_special.h).
#define OPFORGE_SLEEF_ONE(...) +1
inline constexpr int kOwnFunctions = 0 OPFORGE_SLEEF_OWN_FUNCTIONS(OPFORGE_SLEEF_ONE);
#undef OPFORGE_SLEEF_ONE

// The functions of two arguments built on SLEEF's exact vector fmod: fmod itself, and Python's
// rounded divisions (rounded_division.h), which finish from fmod's result as PyTorch's do.
enum class BinaryFunction : uint8_t { OPFORGE_SLEEF_BINARY_FUNCTIONS(OPFORGE_SLEEF_ENUMERATOR) };
#undef OPFORGE_SLEEF_ENUMERATOR

// Whether the vector forms run: an x86-64 CPU (AVX2 is the library's baseline; AVX-512 is used
// where wide_math.h's enabled() says so). Elsewhere the loop takes the scalar functions.
bool enabled();

// y[i] = f(x[i]) for i < n, the few elements outside SLEEF's accurate range computed again
// (pointwise_transcendental.h's sleef_repair: a float element by SLEEF's double form, a double one
// in long double); the float forms composed in double need none. x == y is allowed (in place);
// otherwise the arrays must not overlap.
// Only where enabled().
void apply(Function f, const float* x, float* y, int64_t n);
void apply(Function f, const double* x, double* y, int64_t n);

// y[i] = f(a[i], b[i]) for i < n; an operand flagged scalar is its element 0 for every i. SLEEF's
// fmod returns NaN where the quotient exceeds the type's range (fmod(1e30f, 1e-30f)); those
// elements are computed again by the C library's fmod, which is exact everywhere. y may be a or b
// exactly (in place). Only where enabled().
void apply(BinaryFunction f, const float* a, bool a_scalar, const float* b, bool b_scalar, float* y, int64_t n);
void apply(BinaryFunction f, const double* a, bool a_scalar, const double* b, bool b_scalar, double* y, int64_t n);

}  // namespace opforge::math::sleef
