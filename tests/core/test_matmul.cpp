// mm, bmm, addmm and matmul, through their public functions. References: values
// hand-derived (a = arange(6).reshape(2, 3), b = arange(12).reshape(3, 4)), PyTorch 1.13
// observations for error texts (said so beside each), and a naive triple loop in this file, in
// double precision, over elements read back through an independent path (to(double) +
// contiguous), for every dtype and operand layout.
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/ops/addmm.h"
#include "opforge/ops/bmm.h"
#include "opforge/ops/matmul.h"
#include "opforge/ops/mm.h"

namespace opforge {
namespace {

using namespace opforge::test;
// mm and bmm, or mm_out and bmm_out into out when it is given.
Tensor mm_call(const Tensor& a, const Tensor& b, const Tensor* out) {
  if (!out) return mm(a, b);
  Tensor o = *out;
  return mm_out(o, a, b);
}

// matmul, or matmul_out into out when it is given.
Tensor matmul_call(const Tensor& a, const Tensor& b, const Tensor* out) {
  if (!out) return matmul(a, b);
  Tensor o = *out;
  return matmul_out(o, a, b);
}

Tensor bmm_call(const Tensor& a, const Tensor& b, const Tensor* out) {
  if (!out) return bmm(a, b);
  Tensor o = *out;
  return bmm_out(o, a, b);
}

Tensor a23(ScalarType t = kFloat) { return arange(6).reshape({2, 3}).to(t); }
Tensor b34(ScalarType t = kFloat) { return arange(12).reshape({3, 4}).to(t); }

// a @ b for row-major a (m x k) and b (k x n), in double.
Doubles naive_mm(const Doubles& a, const Doubles& b, int64_t m, int64_t k, int64_t n) {
  Doubles c(static_cast<size_t>(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t p = 0; p < k; ++p)
        c[static_cast<size_t>(i * n + j)] += a[static_cast<size_t>(i * k + p)] * b[static_cast<size_t>(p * n + j)];
  return c;
}

std::vector<std::complex<double>> naive_mm(const std::vector<std::complex<double>>& a,
                                           const std::vector<std::complex<double>>& b, int64_t m, int64_t k,
                                           int64_t n) {
  std::vector<std::complex<double>> c(static_cast<size_t>(m * n));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t p = 0; p < k; ++p)
        c[static_cast<size_t>(i * n + j)] += a[static_cast<size_t>(i * k + p)] * b[static_cast<size_t>(p * n + j)];
  return c;
}

const Doubles kA23B34 = {20, 23, 26, 29, 56, 68, 80, 92};

// ---- mm -------------------------------------------------------------------------------------------

TEST(Mm, ValuesAndShape) {
  const Tensor c = mm_call(a23(), b34(), nullptr);
  EXPECT_EQ(shape(c), (Longs{2, 4}));
  EXPECT_EQ(c.dtype(), kFloat);
  EXPECT_EQ(doubles(c), kA23B34);
}

TEST(Mm, EveryDtype) {
  for (ScalarType t : {kDouble, kHalf, kBFloat16, kLong, kInt, kInt16, kInt8, kUInt8}) {
    const Tensor c = mm_call(a23(t), b34(t), nullptr);
    EXPECT_EQ(c.dtype(), t);
    EXPECT_EQ(doubles(c), kA23B34) << to_string(t);
  }
  const Tensor z = mm_call(a23(kComplexFloat), b34(kComplexFloat), nullptr);
  EXPECT_EQ(z.dtype(), kComplexFloat);
  EXPECT_EQ(doubles(z), kA23B34);
}

TEST(Mm, ComplexProducts) {
  // (1 + 2i)(3 - i) + (2 - i)(1 + i) = (5 + 5i) + (3 + i) = 8 + 6i.
  using C = std::complex<double>;
  for (ScalarType t : {kComplexFloat, kComplexDouble}) {
    const Tensor a = tensor({{C(1, 2), C(2, -1)}}, t);
    const Tensor b = tensor({{C(3, -1)}, {C(1, 1)}}, t);
    EXPECT_EQ(complexes(mm_call(a, b, nullptr)), (std::vector<C>{C(8, 6)}));
  }
}

TEST(Mm, IntegersWrapAround) {
  // 100 * 3 = 300 wraps to 44 in int8 (PyTorch computes in the dtype itself).
  const Tensor a = tensor({{100}}, kInt8);
  const Tensor b = tensor({{3}}, kInt8);
  EXPECT_EQ(longs(mm_call(a, b, nullptr)), (Longs{44}));
  const Tensor big = tensor({{int64_t{1} << 62}});
  EXPECT_EQ(longs(mm_call(big, tensor({{int64_t{4}}}), nullptr)), (Longs{0}));
}

TEST(Mm, Errors) {
  // PyTorch 1.13 texts.
  expect_error<RuntimeError>(
      [] {
        mm_call(a23(), zeros({4, 5}), nullptr);
      },
      "mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)");
  expect_error<RuntimeError>([] { mm_call(zeros({3}), b34(), nullptr); }, "self must be a matrix");
  expect_error<RuntimeError>([] { mm_call(a23(), zeros({3}), nullptr); }, "mat2 must be a matrix");
  expect_error<RuntimeError>([] { mm_call(zeros({2, 3, 4}), b34(), nullptr); }, "self must be a matrix");
  expect_error<RuntimeError>([] { mm_call(a23(), b34(kDouble), nullptr); },
                             "expected scalar type Float but found Double");
  expect_error<RuntimeError>([] { mm_call(a23(kDouble), b34(), nullptr); },
                             "expected scalar type Double but found Float");
  expect_error<NotImplementedError>([] { mm_call(a23(kBool), b34(kBool), nullptr); },
                                    "\"addmm_impl_cpu_\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { mm_call(a23(kBool), b34(kDouble), nullptr); },
                                    "\"addmm_impl_cpu_\" not implemented for 'Bool'");
  expect_error<NotImplementedError>(
      [] {
        mm_call(zeros({2, 3}, kComplexHalf), zeros({3, 4}, kComplexHalf), nullptr);
      },
      "\"addmm_impl_cpu_\" not implemented for 'ComplexHalf'");
}

TEST(Mm, OutTensor) {
  // PyTorch 1.13: out of another shape is resized; of another dtype rejected (after shape checks).
  const Tensor out = empty({7});
  const Tensor r = mm_call(a23(), b34(), &out);
  EXPECT_TRUE(r.is_same(out));
  EXPECT_EQ(shape(out), (Longs{2, 4}));
  EXPECT_EQ(doubles(out), kA23B34);
  const Tensor out_double = empty({0}, kDouble);
  expect_error<RuntimeError>([&] { mm_call(a23(), b34(), &out_double); },
                             "Expected out tensor to have dtype float, but got double instead");
  const Tensor out_long = empty({0}, kLong);
  expect_error<RuntimeError>(
      [&] {
        mm_call(a23(), zeros({4, 5}), &out_long);
      },
      "mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)");
  expect_error<RuntimeError>([&] { mm_call(a23(kBool), b34(kBool), &out); },
                             "Expected out tensor to have dtype bool, but got float instead");
}

TEST(Mm, OutTensorTransposedAndOverlapping) {
  // A column-major out (a transposed view) is written through its strides.
  const Tensor base = zeros({4, 2});
  const Tensor out = base.t();
  mm_call(a23(), b34(), &out);
  EXPECT_EQ(doubles(out), kA23B34);
  // out is one of the inputs: the result is that of the unaliased product.
  const Tensor sq = from_doubles({1, 2, 3, 4}, {2, 2});
  const Tensor other = from_doubles({5, 6, 7, 8}, {2, 2});
  mm_call(sq, other, &sq);
  EXPECT_EQ(doubles(sq), (Doubles{19, 22, 43, 50}));
  // An out with no BLAS layout (every other column of a wider tensor).
  const Tensor wide = zeros({2, 8});
  const Tensor strided = wide.as_strided(Longs{2, 4}, Longs{8, 2});
  mm_call(a23(), b34(), &strided);
  EXPECT_EQ(doubles(strided), kA23B34);
  EXPECT_EQ(doubles(wide)[1], 0.0);
}

// ---- addmm: the cases its golden file cannot hold (operands that alias the result) ----------------

TEST(Addmm, InPlaceIntoAnOperandReadsItBeforeWriting) {
  // y + y @ y for y = arange(9).reshape(3, 3): PyTorch 1.13 gives these.
  const Tensor y = arange(9).reshape({3, 3}).to(kFloat);
  y.addmm_(y, y);
  EXPECT_EQ(doubles(y), (Doubles{15, 19, 23, 45, 58, 71, 75, 97, 119}));
  const Tensor z = arange(9).reshape({3, 3}).to(kLong);
  z.addmm_(z.t(), z, /*beta=*/2, /*alpha=*/-1);  // 2 z - z^T z
  EXPECT_EQ(doubles(z), (Doubles{-45, -52, -59, -48, -58, -68, -51, -64, -77}));
}

TEST(Addmm, OutIsSelf) {
  Tensor s = ones({2, 4});
  addmm_out(s, s, a23(), b34(), /*beta=*/2, /*alpha=*/1);
  Doubles want;
  for (double v : kA23B34) want.push_back(v + 2);
  EXPECT_EQ(doubles(s), want);
}

TEST(Addmm, BetaZeroIgnoresSelfsNanInEveryResultLayout) {
  const Tensor nan_self = full({2, 4}, std::numeric_limits<double>::quiet_NaN());
  EXPECT_EQ(doubles(addmm(nan_self, a23(), b34(), /*beta=*/0)), kA23B34);
  // In place into a column-major self, and into one BLAS cannot write (every other column).
  const Tensor column_major = full({4, 2}, std::numeric_limits<double>::quiet_NaN()).t();
  column_major.addmm_(a23(), b34(), /*beta=*/0);
  EXPECT_EQ(doubles(column_major), kA23B34);
  const Tensor wide = full({2, 8}, std::numeric_limits<double>::quiet_NaN());
  const Tensor strided = wide.as_strided(Longs{2, 4}, Longs{8, 2});
  strided.addmm_(a23(), b34(), /*beta=*/0);
  EXPECT_EQ(doubles(strided), kA23B34);
  EXPECT_TRUE(std::isnan(doubles(wide)[1]));  // the columns between are not written
}

TEST(Addmm, BetaScalesSelfInANonBlasLayout) {
  const Tensor wide = zeros({2, 8});
  const Tensor strided = wide.as_strided(Longs{2, 4}, Longs{8, 2});
  strided.fill_(3);
  strided.addmm_(a23(), b34(), /*beta=*/2, /*alpha=*/0.5);
  Doubles want;
  for (double v : kA23B34) want.push_back(6 + v / 2);
  EXPECT_EQ(doubles(strided), want);
  EXPECT_EQ(doubles(wide)[1], 0.0);
}

TEST(Mm, EmptyOperands) {
  // PyTorch 1.13: mm(zeros(2, 0), zeros(0, 3)) -> zeros(2, 3); mm(zeros(0, 2), zeros(2, 3)) -> shape [0, 3].
  for (ScalarType t : {kFloat, kLong, kHalf}) {
    const Tensor c = mm_call(full({2, 0}, 1, t), full({0, 3}, 1, t), nullptr);
    EXPECT_EQ(shape(c), (Longs{2, 3}));
    EXPECT_EQ(doubles(c), Doubles(6, 0.0));
  }
  EXPECT_EQ(shape(mm_call(zeros({0, 2}), zeros({2, 3}), nullptr)), (Longs{0, 3}));
}

// Operand layouts: 0 contiguous, 1 a transposed view of a contiguous tensor, 2 every other column of
// a wider tensor, 3 a row broadcast to every row (stride 0), 4 sliced rows (offset view).
Tensor matrix_in_layout(const Doubles& values, int64_t rows, int64_t cols, int layout, ScalarType t) {
  const Tensor c = from_doubles(values, {rows, cols}, t);
  switch (layout) {
    case 0: return c;
    case 1: return c.t().contiguous().t();
    case 2: {
      const Tensor wide = zeros({rows, 2 * cols}, t);
      const Tensor view = wide.as_strided(Longs{rows, cols}, Longs{2 * cols, 2});
      view.copy_(c);
      return view;
    }
    case 3: return from_doubles(Doubles(values.begin(), values.begin() + cols), {1, cols}, t).expand({rows, cols});
    default: {
      const Tensor taller = zeros({rows + 1, cols}, t);
      const Tensor view = taller.narrow(0, 1, rows);
      view.copy_(c);
      return view;
    }
  }
}

TEST(Mm, MatchesANaiveLoopOnEveryLayoutAndDtype) {
  const int64_t m = 13, k = 17, n = 11;
  unsigned seed = 3;
  for (ScalarType t : {kFloat, kDouble, kLong, kInt, kHalf, kBFloat16}) {
    for (int la = 0; la < 5; ++la) {
      for (int lb = 0; lb < 5; ++lb) {
        const Tensor a = matrix_in_layout(small_integers(static_cast<size_t>(m * k), 3, seed++), m, k, la, t);
        const Tensor b = matrix_in_layout(small_integers(static_cast<size_t>(k * n), 3, seed++), k, n, lb, t);
        const Doubles expected = naive_mm(doubles(a), doubles(b), m, k, n);
        EXPECT_EQ(doubles(mm_call(a, b, nullptr)), expected) << to_string(t) << " layouts " << la << lb;
      }
    }
  }
}

TEST(Mm, ComplexMatchesANaiveLoop) {
  using C = std::complex<double>;
  const int64_t m = 5, k = 7, n = 3;
  const Doubles re = small_integers(static_cast<size_t>(m * k + k * n), 3, 9);
  const Doubles im = small_integers(static_cast<size_t>(m * k + k * n), 3, 10);
  std::vector<C> av, bv;
  for (int64_t i = 0; i < m * k; ++i) av.emplace_back(re[static_cast<size_t>(i)], im[static_cast<size_t>(i)]);
  for (int64_t i = m * k; i < m * k + k * n; ++i)
    bv.emplace_back(re[static_cast<size_t>(i)], im[static_cast<size_t>(i)]);
  const Tensor a = empty({m, k}, kComplexDouble);
  std::memcpy(static_cast<void*>(a.data_ptr()), av.data(), av.size() * sizeof(C));
  // b as a transposed view: its memory holds b^T row-major.
  const Tensor b = empty({n, k}, kComplexDouble).t();
  for (int64_t p = 0; p < k; ++p)
    for (int64_t j = 0; j < n; ++j) static_cast<C*>(b.data_ptr())[j * k + p] = bv[static_cast<size_t>(p * n + j)];
  const std::vector<C> expected = naive_mm(av, bv, m, k, n);
  EXPECT_EQ(complexes(mm_call(a, b, nullptr)), expected);
  EXPECT_EQ(complexes(mm_call(a.to(kComplexFloat), b.to(kComplexFloat), nullptr)), expected);
}

TEST(Mm, LargeFloatProductIsCloseToTheDoubleLoop) {
  const int64_t m = 150, k = 300, n = 120;
  const Tensor a = from_doubles(uniform(static_cast<size_t>(m * k), 1), {m, k});
  const Tensor b = from_doubles(uniform(static_cast<size_t>(k * n), 2), {k, n});
  const Doubles expected = naive_mm(doubles(a), doubles(b), m, k, n);
  const Doubles got = doubles(mm_call(a, b, nullptr));
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], expected[i], 1e-4);
}

// ---- bmm ------------------------------------------------------------------------------------------

TEST(Bmm, BatchByBatch) {
  const int64_t batch = 3, m = 4, k = 5, n = 2;
  const Tensor a = from_doubles(small_integers(static_cast<size_t>(batch * m * k), 3, 21), {batch, m, k});
  const Tensor b = from_doubles(small_integers(static_cast<size_t>(batch * k * n), 3, 22), {batch, k, n});
  const Tensor c = bmm_call(a, b, nullptr);
  EXPECT_EQ(shape(c), (Longs{batch, m, n}));
  const Doubles got = doubles(c);
  for (int64_t i = 0; i < batch; ++i) {
    const Doubles expected = naive_mm(doubles(a.select(0, i)), doubles(b.select(0, i)), m, k, n);
    EXPECT_EQ(Doubles(got.begin() + i * m * n, got.begin() + (i + 1) * m * n), expected);
  }
  // A batch broadcast with stride 0 and a transposed batch operand.
  const Tensor shared =
      from_doubles(small_integers(static_cast<size_t>(k * n), 3, 23), {1, k, n}).expand({batch, k, n});
  const Tensor at = a.transpose(1, 2).contiguous().transpose(1, 2);
  const Doubles got2 = doubles(bmm_call(at, shared, nullptr));
  for (int64_t i = 0; i < batch; ++i) {
    const Doubles expected = naive_mm(doubles(a.select(0, i)), doubles(shared.select(0, i)), m, k, n);
    EXPECT_EQ(Doubles(got2.begin() + i * m * n, got2.begin() + (i + 1) * m * n), expected);
  }
  EXPECT_EQ(longs(bmm_call(a.to(kLong), b.to(kLong), nullptr)), longs(c));
}

// Small matrices of a batch are multiplied by several threads at once (each running OpenBLAS on one
// thread); every thread count gives the naive loop's products, and a large mm after them (OpenBLAS
// back on its own threads) still does.
TEST(Bmm, BatchSplitBetweenThreadsMatchesTheNaiveLoop) {
  const int64_t batch = 7, m = 33, k = 17, n = 29;
  const Tensor a = from_doubles(small_integers(static_cast<size_t>(batch * m * k), 3, 31), {batch, m, k});
  const Tensor b = from_doubles(small_integers(static_cast<size_t>(batch * k * n), 3, 32), {batch, k, n});
  for (int threads : {1, 2, 3, 8}) {
    with_threads(threads, [&] {
      const Doubles got = doubles(bmm_call(a, b, nullptr));
      const Doubles got_t = doubles(bmm_call(a, b.transpose(1, 2).contiguous().transpose(1, 2), nullptr));
      for (int64_t i = 0; i < batch; ++i) {
        const Doubles expected = naive_mm(doubles(a.select(0, i)), doubles(b.select(0, i)), m, k, n);
        ASSERT_EQ(Doubles(got.begin() + i * m * n, got.begin() + (i + 1) * m * n), expected) << threads;
        ASSERT_EQ(Doubles(got_t.begin() + i * m * n, got_t.begin() + (i + 1) * m * n), expected) << threads;
      }
    });
  }
  const int64_t big = 200;
  const Tensor x = from_doubles(small_integers(static_cast<size_t>(big * big), 3, 33), {big, big});
  EXPECT_EQ(doubles(mm_call(x, x, nullptr)), naive_mm(doubles(x), doubles(x), big, big, big));
}

TEST(Bmm, Errors) {
  // PyTorch 1.13 texts.
  expect_error<RuntimeError>([] { bmm_call(a23(), b34(), nullptr); }, "batch1 must be a 3D tensor");
  expect_error<RuntimeError>([] { bmm_call(zeros({2, 2, 3}), b34(), nullptr); }, "batch2 must be a 3D tensor");
  expect_error<RuntimeError>(
      [] {
        bmm_call(zeros({2, 2, 3}), zeros({2, 4, 5}), nullptr);
      },
      "Expected size for first two dimensions of batch2 tensor to be: [2, 3] but got: [2, 4].");
  expect_error<RuntimeError>(
      [] {
        bmm_call(zeros({2, 2, 3}), zeros({3, 3, 5}), nullptr);
      },
      "Expected size for first two dimensions of batch2 tensor to be: [2, 3] but got: [3, 3].");
  expect_error<RuntimeError>(
      [] {
        bmm_call(zeros({2, 2, 3}), zeros({2, 3, 5}, kDouble), nullptr);
      },
      "expected scalar type Float but found Double");
  expect_error<NotImplementedError>(
      [] {
        bmm_call(zeros({2, 2, 3}, kBool), zeros({2, 3, 5}, kDouble), nullptr);
      },
      "\"bmm\" not implemented for 'Bool'");
  const Tensor out = empty({0}, kDouble);
  expect_error<RuntimeError>(
      [&] {
        bmm_call(zeros({2, 2, 3}), zeros({2, 3, 5}), &out);
      },
      "Expected out tensor to have dtype float, but got double instead");
}

TEST(Bmm, EmptyBatchesAndContraction) {
  EXPECT_EQ(shape(bmm_call(zeros({0, 3, 4}), zeros({0, 4, 5}), nullptr)), (Longs{0, 3, 5}));
  EXPECT_EQ(doubles(bmm_call(ones({2, 3, 0}), ones({2, 0, 5}), nullptr)), Doubles(30, 0.0));
}

// ---- matmul ---------------------------------------------------------------------------------------

TEST(Matmul, VectorTimesVectorIsADotProduct) {
  // 1*4 + 2*5 + 3*6 = 32, a zero-dim result.
  const Tensor r = matmul_call(from_doubles({1, 2, 3}, {3}), from_doubles({4, 5, 6}, {3}), nullptr);
  EXPECT_EQ(r.dim(), 0);
  EXPECT_EQ(r.item<double>(), 32.0);
  EXPECT_EQ(matmul_call(tensor({1, 2, 3}), tensor({4, 5, 6}), nullptr).item<int64_t>(), 32);
}

TEST(Matmul, MatrixAndVectorCombinations) {
  const Tensor v3 = from_doubles({1, 0, 2}, {3});
  const Tensor v4 = from_doubles({1, 1, 0, 1}, {4});
  // a23 @ v3 = [0*1 + 2*2, 3*1 + 5*2] = [4, 13]; v3 @ b34 = b[0] + 2 * b[2] = [16, 19, 22, 25].
  EXPECT_EQ(doubles(matmul_call(a23(), v3, nullptr)), (Doubles{4, 13}));
  EXPECT_EQ(shape(matmul_call(v3, b34(), nullptr)), (Longs{4}));
  EXPECT_EQ(doubles(matmul_call(v3, b34(), nullptr)), (Doubles{16, 19, 22, 25}));
  EXPECT_EQ(doubles(matmul_call(a23(), b34(), nullptr)), kA23B34);
  // b34 @ v4 = columns 0, 1, 3 summed: [0+1+3, 4+5+7, 8+9+11].
  EXPECT_EQ(doubles(matmul_call(b34(), v4, nullptr)), (Doubles{4, 16, 28}));
}

// Every batched combination against matmul of the matching batch elements done with mm.
TEST(Matmul, BatchedShapesBroadcastAndMatchMm) {
  struct Case {
    Longs a, b, result;
  };
  const std::vector<Case> cases = {
      {{2, 3, 4}, {4, 5}, {2, 3, 5}},
      {{2, 3, 4}, {4}, {2, 3}},
      {{4}, {2, 4, 5}, {2, 5}},
      {{3, 4}, {2, 4, 5}, {2, 3, 5}},
      {{7, 1, 3, 4}, {2, 4, 5}, {7, 2, 3, 5}},
      {{2, 3, 4}, {2, 4, 6}, {2, 3, 6}},
      {{0, 3}, {3}, {0}},
      {{2, 0, 3, 4}, {4, 5}, {2, 0, 3, 5}},
  };
  unsigned seed = 40;
  for (const Case& c : cases) {
    size_t na = 1, nb = 1;
    for (int64_t s : c.a) na *= static_cast<size_t>(s);
    for (int64_t s : c.b) nb *= static_cast<size_t>(s);
    const Tensor a = from_doubles(small_integers(na, 3, seed++), IntArrayRef(c.a));
    const Tensor b = from_doubles(small_integers(nb, 3, seed++), IntArrayRef(c.b));
    const Tensor r = matmul_call(a, b, nullptr);
    EXPECT_EQ(shape(r), c.result);
    if (r.numel() == 0) continue;
    // Reference: broadcast both to 4-D batches of matrices, multiply each pair with the naive loop.
    const Tensor a2 = a.dim() == 1 ? a.unsqueeze(0) : a;
    const Tensor b2 = b.dim() == 1 ? b.unsqueeze(1) : b;
    const int64_t m = a2.size(-2), k = a2.size(-1), n = b2.size(-1);
    Longs batch;
    for (int64_t i = 0; i < static_cast<int64_t>(c.result.size()) - (a.dim() > 1) - (b.dim() > 1); ++i)
      batch.push_back(c.result[static_cast<size_t>(i)]);
    Longs ea = batch, eb = batch;
    ea.insert(ea.end(), {m, k});
    eb.insert(eb.end(), {k, n});
    const Doubles av = doubles(a2.expand(IntArrayRef(ea)));
    const Doubles bv = doubles(b2.expand(IntArrayRef(eb)));
    Doubles expected;
    const size_t count = av.size() / static_cast<size_t>(m * k);
    for (size_t i = 0; i < count; ++i) {
      const Doubles ai(av.begin() + static_cast<int64_t>(i) * m * k, av.begin() + static_cast<int64_t>(i + 1) * m * k);
      const Doubles bi(bv.begin() + static_cast<int64_t>(i) * k * n, bv.begin() + static_cast<int64_t>(i + 1) * k * n);
      const Doubles ci = naive_mm(ai, bi, m, k, n);
      expected.insert(expected.end(), ci.begin(), ci.end());
    }
    EXPECT_EQ(doubles(r), expected);
    // The out variant writes the same values into out, whatever out's shape was.
    const Tensor out = empty({1});
    matmul_call(a, b, &out);
    EXPECT_EQ(shape(out), c.result);
    EXPECT_EQ(doubles(out), expected);
  }
}

TEST(Matmul, Errors) {
  // PyTorch 1.13 texts: each from the product the case reduces to.
  expect_error<RuntimeError>([] { matmul_call(tensor(1.0), ones({3}), nullptr); },
                             "both arguments to matmul need to be at least 1D, but they are 0D and 1D");
  expect_error<RuntimeError>([] { matmul_call(ones({3}), ones({4}), nullptr); },
                             "inconsistent tensor size, expected tensor [3] and src [4] to have the same number of "
                             "elements, but got 3 and 4 elements respectively");
  expect_error<RuntimeError>([] { matmul_call(ones({3}), ones({3}, kDouble), nullptr); },
                             "dot : expected both vectors to have same dtype, but found Float and Double");
  expect_error<RuntimeError>([] { matmul_call(ones({3, 4}), ones({5}), nullptr); }, "size mismatch, got 3, 3x4,5");
  expect_error<RuntimeError>(
      [] {
        matmul_call(ones({5}), ones({3, 4}), nullptr);
      },
      "mat1 and mat2 shapes cannot be multiplied (1x5 and 3x4)");
  expect_error<RuntimeError>(
      [] {
        matmul_call(ones({2, 3, 4}), ones({5, 6}), nullptr);
      },
      "mat1 and mat2 shapes cannot be multiplied (6x4 and 5x6)");
  expect_error<RuntimeError>([] { matmul_call(ones({2, 3, 4}), ones({5}), nullptr); }, "size mismatch, got 6, 6x4,5");
  expect_error<RuntimeError>(
      [] {
        matmul_call(ones({3, 4}), ones({2, 5, 6}), nullptr);
      },
      "mat1 and mat2 shapes cannot be multiplied (12x5 and 4x3)");
  expect_error<RuntimeError>([] { matmul_call(ones({4}), ones({2, 5, 6}), nullptr); }, "size mismatch, got 12, 12x5,4");
  expect_error<RuntimeError>(
      [] {
        matmul_call(ones({2, 2, 3, 4}), ones({2, 5, 6}), nullptr);
      },
      "Expected size for first two dimensions of batch2 tensor to be: [4, 4] but got: [4, 5].");
  expect_error<RuntimeError>(
      [] {
        matmul_call(ones({7, 3, 3, 4}), ones({2, 4, 5}), nullptr);
      },
      "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1");
  expect_error<RuntimeError>(
      [] {
        matmul_call(ones({2, 3, 4}), ones({4, 5}, kDouble), nullptr);
      },
      "expected scalar type Float but found Double");
  expect_error<RuntimeError>(
      [] {
        matmul_call(ones({4}), ones({2, 4, 5}, kDouble), nullptr);
      },
      "expected scalar type Double but found Float");
  expect_error<NotImplementedError>([] { matmul_call(ones({3}, kBool), ones({3}, kBool), nullptr); },
                                    "\"dot\" not implemented for 'Bool'");
  expect_error<NotImplementedError>(
      [] {
        matmul_call(ones({3, 4}, kBool), ones({4}, kBool), nullptr);
      },
      "\"addmv_impl_cpu\" not implemented for 'Bool'");
  expect_error<NotImplementedError>(
      [] {
        matmul_call(ones({2, 3, 4}, kBool), ones({2, 4, 2}, kBool), nullptr);
      },
      "\"bmm\" not implemented for 'Bool'");
}

TEST(Matmul, OutDtypeErrors) {
  // PyTorch 1.13 texts: the 1-D x 1-D case has dot's wording.
  const Tensor out = empty({0}, kDouble);
  expect_error<RuntimeError>([&] { matmul_call(ones({3}), ones({3}), &out); },
                             "result dtype Double does not match input dtype Float");
  for (const auto& [a, b] : std::vector<std::pair<Longs, Longs>>{
           {{3, 4}, {4}}, {{4}, {4, 3}}, {{2, 3, 4}, {4, 3}}, {{2, 3, 4}, {2, 4, 3}}, {{4}, {2, 4, 3}}})
    expect_error<RuntimeError>([&] { matmul_call(ones(IntArrayRef(a)), ones(IntArrayRef(b)), &out); },
                               "Expected out tensor to have dtype float, but got double instead");
}

TEST(Matmul, OutOfAnotherLayoutIsWrittenThrough) {
  // PyTorch 1.13: matmul(ones(3, 4), ones(4, 5), out=ones(20)[::2]) -> 3x5 of 4s.
  const Tensor base = ones({20});
  const Tensor out = base.as_strided(Longs{10}, Longs{2});
  matmul_call(ones({3, 4}), ones({4, 5}), &out);
  EXPECT_EQ(shape(out), (Longs{3, 5}));
  EXPECT_EQ(doubles(out), Doubles(15, 4.0));
  // An out of the right shape but not contiguous (the folded case cannot view it as rows) is
  // written through a temporary.
  const Tensor t_out = zeros({2, 5, 3}).transpose(1, 2);
  matmul_call(ones({2, 3, 4}), ones({4, 5}), &t_out);
  EXPECT_EQ(shape(t_out), (Longs{2, 3, 5}));
  EXPECT_EQ(doubles(t_out), Doubles(30, 4.0));
}

TEST(Matmul, NamedOperandsAreMultipliedAsUnnamed) {
  // Names are the stub's to compute; the kernel multiplies the values.
  const Tensor a = ones({2, 3, 4}).rename({"B", "M", "K"});
  const Tensor b = ones({4, 5}).rename({"K", "N"});
  EXPECT_EQ(doubles(matmul_call(a, b, nullptr)), Doubles(30, 4.0));
}

}  // namespace
}  // namespace opforge
