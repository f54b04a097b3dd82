// The products of complex64 and complex128 operands in AVX2 vectors, for the CPU pointwise loop's
// functors that are exactly `self * other` (their `product_form`, cpu_pointwise.h).
//
// GCC vectorizes math::mul's complex formula only by splitting the operands into real and
// imaginary vectors and interleaving the results again, five shuffles a vector: a complex64
// mul_out of 1e5 in-cache elements took 57 us, 1.8x an add_out, against libtorch's 32-42
// (Zen 3); with this form 31 us. Here a vector of interleaved parts (ar, ai) is
// multiplied by b's duplicated real parts and, swapped, by its duplicated imaginary parts, and
// one addsub gives (ar*br - ai*bi, ai*br + ar*bi): each part rounds its two products and then
// their sum as math::mul does, so the values are the same bits (x - y is x + (-y), and addition
// commutes). Only a NaN's sign or payload can differ, so every element, the last partial vector
// included, takes this one formula.
#pragma once

#include <complex>
#include <cstdint>

namespace opforge::math::complex_product {

// o[i] = a[i] * b[i] for i < n, where an operand flagged scalar is its element 0 at every i; o may
// be a or b itself (in place). Returns false, having done nothing, where this build has no vector
// form (not x86-64 with AVX2): the caller then runs its own loop.
bool apply(const std::complex<float>* a, bool a_scalar, const std::complex<float>* b, bool b_scalar,
           std::complex<float>* o, int64_t n);
bool apply(const std::complex<double>* a, bool a_scalar, const std::complex<double>* b, bool b_scalar,
           std::complex<double>* o, int64_t n);

}  // namespace opforge::math::complex_product
