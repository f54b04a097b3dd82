// The matrix-product engine under mm, bmm and matmul: OpenBLAS for floating and complex dtypes,
// a plain loop for integers.
#pragma once

#include <string_view>

#include "opforge/tensor.h"

namespace opforge::cpu {

// c[i] = beta * c[i] + alpha * (a[i] @ b[i]) for 3-D CPU tensors a (batch x m x k), b
// (batch x k x n) and c (batch x m x n) of one gemm dtype (an integer, half, bfloat16, float,
// double, complex64 or complex128), shapes already checked; alpha and beta fit the dtype's
// computation type (float for half and bfloat16). With beta 0 (the default) c's elements are not
// read, so its NaN and inf do not propagate (BLAS's rule, and addmm's). Operands may have any
// strides: a matrix BLAS can read as it is (row- or column-major, a transposed view included) is
// passed without a copy, any other is copied first. c is written in full (beta * c when k is 0); it
// may overlap a or b, which are then copied before c is written. Half and bfloat16 go through
// float; integers wrap around like PyTorch's.
void batched_gemm(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha = 1, const Scalar& beta = 0);

// y = beta * y + alpha * (a @ x) for a 2-D CPU a (m x k), 1-D x (k) and 1-D y (m) of one gemm
// dtype, as PyTorch's addmv computes it: float, double and complex through BLAS's gemv, reading a
// as PyTorch does (column-major as it is, else row-major as it is, else a contiguous copy).
// OpenBLAS's gemv first scales y by beta, its scal taking a NaN beta for 0 (so y's values drop
// out), and returns there when alpha is 0 (+0 everywhere for beta 0), where gemm would give NaN
// and -0. The other dtypes, and an x or y BLAS cannot step along, go through batched_gemm.
void gemv(const Tensor& a, const Tensor& x, const Tensor& y, const Scalar& alpha, const Scalar& beta);

}  // namespace opforge::cpu
