// exp, sin, cos, sigmoid, rsqrt, pow and atan2 of float arrays in 512-bit vectors, on CPUs with AVX-512.
//
// The library is built for x86-64-v3 (AVX2; CMakeLists.txt says why), where a vector holds four
// doubles. sin and cos compute in double (vectorizable_math.h), so they are bound by arithmetic,
// not memory: sin_out of 1e6 floats took 1.2 ms against libtorch's 1.07 ms, whose kernels are
// built for AVX-512 too and chosen when the CPU has it. rsqrt's square root and division are the
// same: half as many in 512-bit vectors. These are the same functions compiled for
// x86-64-v4 (wide_math_avx512.cpp) and called by the pointwise loop (cpu_pointwise.h) for a
// functor that is one of them applied to its contiguous float input (the generator marks it:
// `wide: true` in codegen/functions.yaml), or pow or atan2 of two float operands, contiguous or one of them a
// number. They give the same bits as vectorizable_math.h's functions: the same operations, each
// rounded as IEEE says, in wider vectors.
#pragma once

#include <cstdint>

namespace opforge::math::wide {

enum class Function : uint8_t { exp, sin, cos, sigmoid, rsqrt };

// pow_by_scalar: pointwise_math.h's pow with a Scalar exponent (its products and roots at 2, 0.5, ...).
enum class BinaryFunction : uint8_t { pow, pow_by_scalar, atan2 };

// Whether the pointwise loop uses them: the CPU has AVX-512 (F, DQ, BW, VL: x86-64-v4, checked
// once) and they are not switched off, by OPFORGE_WIDE_MATH=0 in the environment or set_enabled.
bool enabled();

// Switches them off, or back on where the CPU has them (tests compare both loops). Returns the
// previous state. Not to be called while another thread runs ops.
bool set_enabled(bool on);

// y[i] = f(x[i]) for i < n with vectorizable_math.h's f (pointwise_math.h's for rsqrt): its fast
// form for each block of elements inside the fast domain, the full function for a block with any
// element outside (rsqrt has one form). x == y is
// allowed (in place); otherwise the arrays must not overlap. Only where enabled().
void apply(Function f, const float* x, float* y, int64_t n);

// out[i] = f(x[i], y[i]) for i < n with f one of BinaryFunction's, where an operand marked scalar is
// one float read once (x[0] or y[0] for every i). out may be a non-scalar input (in place) or not
// overlap it.
void apply(BinaryFunction f, const float* x, bool x_scalar, const float* y, bool y_scalar, float* out, int64_t n);

}  // namespace opforge::math::wide
