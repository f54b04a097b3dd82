// The CPU matrix-product engine under mm, bmm, dot, mv, addmm, addmv, baddbmm and matmul: the
// driver both devices share (core/gemm_driver.h: strides, overlaps, k = 0, beta = 0, the BLAS
// plan) over OpenBLAS for float, double and complex, half and bfloat16 through float, and a plain
// loop for integers, which wrap around like PyTorch's.
#pragma once

#include "opforge/tensor.h"

namespace opforge::cpu {

// c[i] = beta * c[i] + alpha * (a[i] @ b[i]) for 3-D CPU tensors of one gemm dtype (an integer,
// half, bfloat16, float, double, complex64 or complex128): core/gemm_driver.h's contract.
void batched_gemm(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha = 1, const Scalar& beta = 0);
// The same as a batch of one: c = beta * c + alpha * (a @ b) for 2-D tensors; the 0-dim c = a . b
// for 1-D a and b; the 1-D y = a @ x for a 2-D a and 1-D x.
void matrix_gemm(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha = 1, const Scalar& beta = 0);
void vector_dot(const Tensor& a, const Tensor& b, const Tensor& c);
void matrix_vector(const Tensor& a, const Tensor& x, const Tensor& y);

// y = beta * y + alpha * (a @ x) for a 2-D CPU a (m x k), 1-D x (k) and 1-D y (m) of one gemm
// dtype, as PyTorch's addmv computes it: float, double and complex through BLAS's gemv, reading a
// as PyTorch does (column-major as it is, else row-major as it is, else a contiguous copy).
// OpenBLAS's gemv first scales y by beta, its scal taking a NaN beta for 0 (so y's values drop
// out), and returns there when alpha is 0 (+0 everywhere for beta 0), where gemm would give NaN
// and -0. The other dtypes, and an x or y BLAS cannot step along, go through batched_gemm.
void gemv(const Tensor& a, const Tensor& x, const Tensor& y, const Scalar& alpha, const Scalar& beta);

}  // namespace opforge::cpu
