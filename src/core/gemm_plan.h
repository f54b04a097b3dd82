// How one product c = a @ b of row-major-indexed matrices (a: m x k, b: k x n, c: m x n, each with
// its own element strides) is asked of a column-major BLAS without copying operands it can read as
// they are: one plan for both devices (OpenBLAS in src/cpu/gemm.cpp, cuBLAS in src/cuda/gemm.cu,
// both driven by core/gemm_driver.h). Plain C++, so the tests check the plan on the host against
// a column-major reference gemm (tests/core/test_gemm_plan.cpp).
//
// A matrix BLAS can read is row-major (element (i, j) at i * ld + j) or column-major (at
// i + j * ld). A column-major BLAS computes C = op(A) op(B) on column-major storage, so:
// - c column-major: C = a b directly; a and b are passed transposed ('T') when row-major;
// - c row-major: its storage is c^T column-major, so the BLAS computes c^T = b^T a^T, with b as
//   the first operand and a as the second, each transposed when column-major. (This is what a
//   CBLAS row-major call does inside: the same call, whichever interface makes it.)
#pragma once

#include <cstdint>
#include <limits>
#include <optional>

namespace opforge::gemm {

struct MatrixLayout {
  bool row_major;
  int64_t ld;
};

// The BLAS reading of a rows x cols matrix with these element strides, if there is one with a
// leading dimension of at most max_ld (the BLAS's integer: OpenBLAS's is 32-bit). A dim of size 1
// is never stepped along, so its stride does not matter.
inline std::optional<MatrixLayout> blas_layout(int64_t rows, int64_t cols, int64_t row_stride, int64_t col_stride,
                                               int64_t max_ld = std::numeric_limits<int64_t>::max()) {
  const int64_t min_row_ld = cols > 1 ? cols : 1;
  if ((cols == 1 || col_stride == 1) && (rows == 1 || row_stride >= min_row_ld)) {
    const int64_t ld = rows == 1 ? min_row_ld : row_stride;
    if (ld <= max_ld) return MatrixLayout{true, ld};
  }
  const int64_t min_col_ld = rows > 1 ? rows : 1;
  if ((rows == 1 || row_stride == 1) && (cols == 1 || col_stride >= min_col_ld)) {
    const int64_t ld = cols == 1 ? min_col_ld : col_stride;
    if (ld <= max_ld) return MatrixLayout{false, ld};
  }
  return std::nullopt;
}

// One column-major gemm: C (rows x cols, ld_c) = op(first) op(second), inner dimension depth.
struct GemmCall {
  bool b_first;      // first operand is b (c row-major), else a
  bool trans_first;  // op(first) = first^T
  bool trans_second;
  int64_t rows, cols, depth;
  int64_t ld_first, ld_second, ld_c;
};

inline GemmCall plan_gemm(int64_t m, int64_t n, int64_t k, MatrixLayout a, MatrixLayout b, MatrixLayout c) {
  if (c.row_major) return GemmCall{true, !b.row_major, !a.row_major, n, m, k, b.ld, a.ld, c.ld};
  return GemmCall{false, a.row_major, b.row_major, m, n, k, a.ld, b.ld, c.ld};
}

}  // namespace opforge::gemm
