// How the matrix products ask a column-major BLAS (OpenBLAS, cuBLAS) for c = a @ b
// (src/core/gemm_plan.h), checked without either: the planned call is run by a plain column-major
// gemm written here with BLAS's documented semantics (C[i + j * ldc] = sum_p op(A)(i, p) *
// op(B)(p, j), op(X) = X or X^T, X column-major with its ld), on the operands' own memory, and
// compared with the product computed by three loops over the row-major-indexed tensors. Every
// combination of row-major, column-major (transposed views), padded (sliced) and size-1 operands
// and destinations.
#include <cstdint>
#include <vector>

#include "core/gemm_plan.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;
using namespace opforge::gemm;

// A column-major BLAS gemm, with its leading-dimension requirements checked.
void column_major_gemm(const GemmCall& g, const double* first, const double* second, double* c) {
  EXPECT_GE(g.ld_first, std::max<int64_t>(1, g.trans_first ? g.depth : g.rows));
  EXPECT_GE(g.ld_second, std::max<int64_t>(1, g.trans_second ? g.cols : g.depth));
  EXPECT_GE(g.ld_c, std::max<int64_t>(1, g.rows));
  for (int64_t j = 0; j < g.cols; ++j) {
    for (int64_t i = 0; i < g.rows; ++i) {
      double sum = 0;
      for (int64_t p = 0; p < g.depth; ++p) {
        const double x = g.trans_first ? first[p + i * g.ld_first] : first[i + p * g.ld_first];
        const double y = g.trans_second ? second[j + p * g.ld_second] : second[p + j * g.ld_second];
        sum += x * y;
      }
      c[i + j * g.ld_c] = sum;
    }
  }
}

// A rows x cols double matrix in one of several memory layouts, holding small integers.
enum class Kind { RowMajor, ColumnMajor, PaddedRows, PaddedColumns };

Tensor matrix(int64_t rows, int64_t cols, Kind kind, unsigned seed) {
  const Doubles v = small_integers(static_cast<size_t>(rows * cols), 4, seed);
  const Tensor dense = from_doubles(v, IntArrayRef(Longs{rows, cols}), kDouble);
  switch (kind) {
    case Kind::RowMajor: return dense;
    case Kind::ColumnMajor: return dense.t().contiguous().t();
    case Kind::PaddedRows: {
      const Tensor wide = zeros({rows, cols + 3}, TensorOptions().dtype(kDouble));
      wide.narrow(1, 2, cols).copy_(dense);
      return wide.narrow(1, 2, cols);
    }
    case Kind::PaddedColumns: {
      const Tensor tall = zeros({cols, rows + 2}, TensorOptions().dtype(kDouble));
      tall.narrow(1, 1, rows).copy_(dense.t());
      return tall.narrow(1, 1, rows).t();
    }
  }
  return dense;
}

MatrixLayout layout_of(const Tensor& t) {
  const auto l = blas_layout(t.sizes()[0], t.sizes()[1], t.strides()[0], t.strides()[1]);
  EXPECT_TRUE(l.has_value()) << "sizes " << testing::PrintToString(shape(t)) << " strides "
                             << testing::PrintToString(Longs(t.strides().begin(), t.strides().end()));
  return *l;
}

Doubles three_loops(const Tensor& a, const Tensor& b) {
  const int64_t m = a.sizes()[0], k = a.sizes()[1], n = b.sizes()[1];
  const Doubles va = doubles(a), vb = doubles(b);
  Doubles c(static_cast<size_t>(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t p = 0; p < k; ++p)
        c[static_cast<size_t>(i * n + j)] += va[static_cast<size_t>(i * k + p)] * vb[static_cast<size_t>(p * n + j)];
  return c;
}

TEST(GemmPlan, EveryLayoutOfOperandsAndDestination) {
  const Kind kinds[] = {Kind::RowMajor, Kind::ColumnMajor, Kind::PaddedRows, Kind::PaddedColumns};
  const Longs shapes[] = {{3, 4, 5}, {1, 4, 5}, {3, 1, 5}, {3, 4, 1}, {1, 1, 1}, {6, 2, 7}};
  for (const Longs& mkn : shapes) {
    const int64_t m = mkn[0], k = mkn[1], n = mkn[2];
    for (Kind ka : kinds) {
      for (Kind kb : kinds) {
        for (Kind kc : kinds) {
          SCOPED_TRACE(testing::Message() << "m k n " << m << " " << k << " " << n << " kinds " << static_cast<int>(ka)
                                          << static_cast<int>(kb) << static_cast<int>(kc));
          const Tensor a = matrix(m, k, ka, 1);
          const Tensor b = matrix(k, n, kb, 2);
          const Tensor c = matrix(m, n, kc, 3);
          const GemmCall call = plan_gemm(m, n, k, layout_of(a), layout_of(b), layout_of(c));
          const Tensor& first = call.b_first ? b : a;
          const Tensor& second = call.b_first ? a : b;
          column_major_gemm(call, first.data_ptr<double>(), second.data_ptr<double>(), c.data_ptr<double>());
          EXPECT_EQ(doubles(c), three_loops(a, b));
        }
      }
    }
  }
}

TEST(GemmPlan, DestinationLayoutDecidesWhichOperandComesFirst) {
  // c row-major: cuBLAS computes c^T = b^T a^T, b first; c column-major: a first.
  const MatrixLayout row{true, 5}, col{false, 3};
  const GemmCall for_row = plan_gemm(3, 5, 4, MatrixLayout{true, 4}, MatrixLayout{true, 5}, row);
  EXPECT_TRUE(for_row.b_first);
  EXPECT_FALSE(for_row.trans_first);
  EXPECT_FALSE(for_row.trans_second);
  EXPECT_EQ(for_row.rows, 5);
  EXPECT_EQ(for_row.cols, 3);
  const GemmCall for_col = plan_gemm(3, 5, 4, MatrixLayout{true, 4}, MatrixLayout{true, 5}, col);
  EXPECT_FALSE(for_col.b_first);
  EXPECT_TRUE(for_col.trans_first);
  EXPECT_TRUE(for_col.trans_second);
  EXPECT_EQ(for_col.rows, 3);
  EXPECT_EQ(for_col.cols, 5);
}

TEST(GemmPlan, LayoutsBlasCannotReadAreRejected) {
  // Every other element of a row (stride 2 along the row, 2 * cols between rows).
  EXPECT_FALSE(blas_layout(3, 4, 8, 2).has_value());
  // Rows overlapping each other (ld smaller than a row).
  EXPECT_FALSE(blas_layout(3, 4, 2, 1).has_value());
  // Zero strides (an expanded matrix).
  EXPECT_FALSE(blas_layout(3, 4, 0, 1).has_value());
  // A dim of size 1 is never stepped along: any stride there.
  const auto row = blas_layout(1, 4, 1000, 1);
  ASSERT_TRUE(row.has_value());
  EXPECT_TRUE(row->row_major);
  EXPECT_EQ(row->ld, 4);
  const auto column = blas_layout(4, 1, 1, 77);
  ASSERT_TRUE(column.has_value());
  EXPECT_EQ(column->ld, 1);
}

TEST(GemmPlan, LeadingDimensionsPastTheBlasIntegerAreRejected) {
  // OpenBLAS takes 32-bit leading dimensions: a row stride past them is no BLAS reading.
  constexpr int64_t kMaxLd = 2147483647;
  EXPECT_FALSE(blas_layout(2, 3, kMaxLd + 1, 1, kMaxLd).has_value());
  EXPECT_TRUE(blas_layout(2, 3, kMaxLd, 1, kMaxLd).has_value());
  EXPECT_FALSE(blas_layout(3, 2, 1, kMaxLd + 1, kMaxLd).has_value());
  EXPECT_TRUE(blas_layout(3, 2, 1, kMaxLd, kMaxLd).has_value());
}

}  // namespace
}  // namespace opforge
