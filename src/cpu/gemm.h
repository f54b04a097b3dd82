// The matrix-product engine under mm, bmm and matmul: OpenBLAS for floating and complex dtypes,
// a plain loop for integers.
#pragma once

#include <string_view>

#include "opforge/tensor.h"

namespace opforge::cpu {

// Whether gemm computes in dtype t: integers, half, bfloat16, float, double, complex64, complex128.
bool is_gemm_dtype(ScalarType t);

// c[i] = beta * c[i] + alpha * (a[i] @ b[i]) for 3-D CPU tensors a (batch x m x k), b (batch x k
// x n) and c (batch x m x n) of one gemm dtype, shapes already checked; alpha and beta fit the
// dtype's computation type (float for half and bfloat16). With beta 0 (the default) c's elements
// are not read, so its NaN and inf do not propagate (BLAS's rule, and addmm's). Operands may have
// any strides: a matrix BLAS can read as it is (row- or column-major, a transposed view included)
// is passed without a copy, any other is copied first. c is written in full (beta * c when k is
// 0); it may overlap a or b, which are then copied before c is written. Half and bfloat16 go
// through float; integers wrap around like PyTorch's.
void batched_gemm(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha = 1, const Scalar& beta = 0);

}  // namespace opforge::cpu
