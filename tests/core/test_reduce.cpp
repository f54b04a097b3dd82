// The reductions sum, mean (their public functions: the generated stub makes their meta step) and
// max (all elements, and along a dim with indices), argmax, argmin and norm, and the reduction iterator under them. References:
// values hand-derived from arange (x[i][j] == 3 * i + j for the 2x3 base), PyTorch 1.13 observations (said so beside each),
// and, for the walks over every layout and size, a plain loop in this file that folds the elements
// in double precision, read back through an independent path (to(double) + contiguous).
#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <limits>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/ops/max.h"

namespace opforge {
namespace {

using namespace opforge::test;
// max and max.dim (max_out into out when it is given), through their public functions.
Tensor max_all_call(const Tensor& self) { return opforge::max(self); }
std::tuple<Tensor, Tensor> max_dim_call(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  if (!out) return opforge::max(self, dim, keepdim);
  Tensor values = out[0], indices = out[1];
  opforge::max_out(values, indices, self, dim, keepdim);
  return {values, indices};
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Tensor base23() { return arange(6, TensorOptions().dtype(kFloat)).reshape({2, 3}); }

Tensor sum_dims(const Tensor& t, Longs dims, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt,
                const Tensor* out = nullptr) {
  if (out) return opforge::sum_out(const_cast<Tensor&>(*out), t, IntArrayRef(dims), keepdim, dtype);
  return opforge::sum(t, IntArrayRef(dims), keepdim, dtype);
}

Tensor mean_dims(const Tensor& t, Longs dims, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt,
                 const Tensor* out = nullptr) {
  if (out) return opforge::mean_out(const_cast<Tensor&>(*out), t, IntArrayRef(dims), keepdim, dtype);
  return opforge::mean(t, IntArrayRef(dims), keepdim, dtype);
}

// ---- the reference: folds a row-major array over the dims marked in `fold` ---------------------

struct Folded {
  Doubles values;  // one per output, row-major over the kept dims
  Longs indices;   // max only: the position along the (single) folded dim
};

// op(acc, x) over the elements of each output in order, from `init`; an output's index is the
// position of the element that last changed its value.
Folded reference_fold(const Doubles& v, const Longs& sizes, const std::vector<bool>& fold,
                      const std::function<double(double, double)>& op, double init) {
  size_t outputs = 1;
  for (size_t d = 0; d < sizes.size(); ++d)
    if (!fold[d]) outputs *= static_cast<size_t>(sizes[d]);
  Folded r{Doubles(outputs, init), Longs(outputs, -1)};
  Longs idx(sizes.size(), 0);
  for (size_t n = 0; n < v.size(); ++n) {
    size_t o = 0;
    int64_t pos = 0;
    for (size_t d = 0; d < sizes.size(); ++d) {
      if (!fold[d])
        o = o * static_cast<size_t>(sizes[d]) + static_cast<size_t>(idx[d]);
      else
        pos = idx[d];
    }
    const double before = r.values[o];
    r.values[o] = op(before, v[n]);
    const bool changed = !(before == r.values[o]) && !(std::isnan(before) && std::isnan(r.values[o]));
    if (changed || r.indices[o] < 0) r.indices[o] = pos;
    for (size_t d = sizes.size(); d-- > 0;) {
      if (++idx[d] < sizes[d]) break;
      idx[d] = 0;
    }
  }
  return r;
}

double plus(double a, double b) { return a + b; }
// max with NaN winning, and the first of equal values kept (a is the earlier one).
double nan_max(double a, double b) { return std::isnan(a) ? a : (std::isnan(b) || b > a) ? b : a; }

std::vector<bool> fold_mask(size_t ndim, const Longs& dims) {
  std::vector<bool> fold(ndim, false);
  for (int64_t d : dims) fold[static_cast<size_t>(d)] = true;
  return fold;
}

// ---- sum ------------------------------------------------------------------------------------------

TEST(Sum, AllElements) {
  const Tensor s = opforge::sum(base23());
  EXPECT_EQ(s.dim(), 0);
  EXPECT_EQ(s.dtype(), kFloat);
  EXPECT_EQ(s.item<double>(), 15.0);
}

TEST(Sum, AlongEachDim) {
  EXPECT_EQ(doubles(sum_dims(base23(), {0})), (Doubles{3, 5, 7}));
  EXPECT_EQ(doubles(sum_dims(base23(), {1})), (Doubles{3, 12}));
  EXPECT_EQ(doubles(sum_dims(base23(), {-1})), (Doubles{3, 12}));
}

TEST(Sum, KeepdimKeepsFoldedDimsAsOne) {
  const Tensor s = sum_dims(base23(), {0, 1}, /*keepdim=*/true);
  EXPECT_EQ(shape(s), (Longs{1, 1}));
  EXPECT_EQ(doubles(s), (Doubles{15}));
  EXPECT_EQ(shape(sum_dims(base23(), {1}, true)), (Longs{2, 1}));
}

TEST(Sum, EmptyDimListFoldsEverything) {
  // PyTorch 1.13: x.sum(dim=[]) -> tensor(15.)
  const Tensor s = sum_dims(base23(), {});
  EXPECT_EQ(s.dim(), 0);
  EXPECT_EQ(s.item<double>(), 15.0);
  EXPECT_EQ(opforge::sum(base23(), std::optional<IntArrayRef>(), false, std::nullopt).item<double>(), 15.0);
}

TEST(Sum, DimErrors) {
  // PyTorch 1.13 texts.
  expect_error<IndexError>([] { sum_dims(base23(), {2}); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  expect_error<RuntimeError>([] { sum_dims(base23(), {0, 0}); }, "dim 0 appears multiple times in the list of dims");
  expect_error<RuntimeError>([] { sum_dims(base23(), {0, -2}); }, "dim 0 appears multiple times in the list of dims");
  expect_error<IndexError>([] { sum_dims(tensor(5.0), {1}); },
                           "Dimension out of range (expected to be in range of [-1, 0], but got 1)");
}

TEST(Sum, ZeroDimTensorFoldsDimZero) {
  EXPECT_EQ(sum_dims(tensor(5.0), {0}).item<double>(), 5.0);
  EXPECT_EQ(sum_dims(tensor(5.0), {-1}).item<double>(), 5.0);
}

TEST(Sum, BoolAndIntegersPromoteToInt64) {
  // PyTorch 1.13: tensor([True, False, True]).sum() -> tensor(2); int8 [100, 100] -> 200 (int64).
  const Tensor b = opforge::sum(tensor({true, false, true}));
  EXPECT_EQ(b.dtype(), kLong);
  EXPECT_EQ(b.item<int64_t>(), 2);
  const Tensor i8 = tensor({100, 100}, kInt8);
  const Tensor s = opforge::sum(i8);
  EXPECT_EQ(s.dtype(), kLong);
  EXPECT_EQ(s.item<int64_t>(), 200);
}

TEST(Sum, DtypeArgumentConvertsFirst) {
  // PyTorch 1.13: int8 [100, 100].sum(dtype=int8) -> -56 (200 wraps); [1.5, 2.5].sum(dtype=int32) -> 3
  // (each element truncated before the sum); ones.sum(0, dtype=bool) -> True.
  const Tensor wrapped = opforge::sum(tensor({100, 100}, kInt8), kInt8);
  EXPECT_EQ(wrapped.dtype(), kInt8);
  EXPECT_EQ(wrapped.item<int64_t>(), -56);
  const Tensor truncated = opforge::sum(tensor({1.5, 2.5}), kInt);
  EXPECT_EQ(truncated.dtype(), kInt);
  EXPECT_EQ(truncated.item<int64_t>(), 3);
  const Tensor any = sum_dims(ones({2, 3}), {0}, false, kBool);
  EXPECT_EQ(any.dtype(), kBool);
  EXPECT_EQ(longs(any), (Longs{1, 1, 1}));
  EXPECT_EQ(sum_dims(base23(), {0}, false, kDouble).dtype(), kDouble);
}

TEST(Sum, IntegerSumsWrapAroundInt64) {
  const int64_t big = std::numeric_limits<int64_t>::max();
  const Tensor t = tensor({big, int64_t{1}});
  EXPECT_EQ(opforge::sum(t).item<int64_t>(), std::numeric_limits<int64_t>::min());
}

TEST(Sum, HalfAccumulatesInFloatAndRoundsOnce) {
  // 2048 + 1 + 1 in half arithmetic would stay 2048 (1 is below half an ulp); in float it is 2050.
  const Tensor h = from_doubles({2048, 1, 1}, {3}, kHalf);
  const Tensor s = opforge::sum(h);
  EXPECT_EQ(s.dtype(), kHalf);
  EXPECT_EQ(s.item<double>(), 2050.0);
  // PyTorch 1.13: full((3,), 60000., half).sum() -> inf (the float sum overflows half on storing).
  EXPECT_TRUE(std::isinf(opforge::sum(from_doubles({60000, 60000, 60000}, {3}, kHalf)).item<double>()));
}

TEST(Sum, Complex) {
  const Tensor z = tensor({std::complex<double>(1, 2), std::complex<double>(3, 4)}, kComplexFloat);
  const Tensor s = opforge::sum(z);
  EXPECT_EQ(s.dtype(), kComplexFloat);
  EXPECT_EQ(complexes(s)[0], std::complex<double>(4, 6));
}

TEST(Sum, EmptyInputSumsToZero) {
  // PyTorch 1.13: zeros(0, 3).sum(0) -> [0., 0., 0.]; zeros(0, 3).sum(1) -> shape [0].
  EXPECT_EQ(doubles(sum_dims(zeros({0, 3}), {0})), (Doubles{0, 0, 0}));
  EXPECT_EQ(shape(sum_dims(zeros({0, 3}), {1})), (Longs{0}));
  EXPECT_EQ(opforge::sum(zeros({0, 3})).item<double>(), 0.0);
}

TEST(Sum, UnsupportedDtypes) {
  // PyTorch 1.13: "sum_cpu" not implemented for 'ComplexHalf'.
  expect_error<NotImplementedError>([] { opforge::sum(zeros({2}, kComplexHalf)); },
                                    "\"sum_cpu\" not implemented for 'ComplexHalf'");
  expect_error<NotImplementedError>([] { opforge::sum(zeros({2}), kComplexHalf); },
                                    "\"sum_cpu\" not implemented for 'ComplexHalf'");
  expect_error<NotImplementedError>([] { opforge::sum(zeros({2}, kUInt16)); },
                                    "\"sum_cpu\" not implemented for 'UInt16'");
}

TEST(Sum, OutTensorGivesTheDtype) {
  // PyTorch 1.13: sum(x, 0, out=empty(3, float64)) -> float64; out of shape [5] is resized to [1, 3].
  const Tensor out = empty({3}, kDouble);
  const Tensor r = sum_dims(base23(), {0}, false, std::nullopt, &out);
  EXPECT_TRUE(r.is_same(out));
  EXPECT_EQ(doubles(out), (Doubles{3, 5, 7}));
  const Tensor small = empty({5});
  sum_dims(base23(), {0}, /*keepdim=*/true, std::nullopt, &small);
  EXPECT_EQ(shape(small), (Longs{1, 3}));
  EXPECT_EQ(doubles(small), (Doubles{3, 5, 7}));
  const Tensor as_long = empty({3}, kLong);
  sum_dims(base23(), {0}, false, std::nullopt, &as_long);
  EXPECT_EQ(longs(as_long), (Longs{3, 5, 7}));
}

TEST(Sum, OutDtypeMustMatchDtypeArgument) {
  // PyTorch 1.13 text (c10's type names).
  const Tensor out = empty({3}, kDouble);
  expect_error<RuntimeError>([&] { sum_dims(base23(), {0}, false, kFloat, &out); },
                             "Expected out tensor to have dtype float, but got double instead");
  const Tensor out_long = empty({3}, kLong);
  expect_error<RuntimeError>([&] { sum_dims(base23(), {0}, false, kHalf, &out_long); },
                             "Expected out tensor to have dtype c10::Half, but got long int instead");
}

// sum.dim_DimnameList resolves its names in the generated stub, which then calls sum_kernel.
TEST(Sum, NamesAreResolvedToDims) {
  const Tensor named = base23().rename({"N", "C"});
  const Dimname c("C");
  EXPECT_EQ(doubles(opforge::sum(named, DimnameList(&c, 1))), (Doubles{3, 12}));
  const Dimname both[] = {Dimname("C"), Dimname("N")};
  EXPECT_EQ(opforge::sum(named, DimnameList(both)).item<double>(), 15.0);
  const Dimname d("D");
  // PyTorch 1.13: Name 'D' not found in Tensor['N', 'C'].
  expect_error<RuntimeError>([&] { opforge::sum(named, DimnameList(&d, 1)); },
                             "Name 'D' not found in Tensor['N', 'C'].");
}

// Every layout and both walks (inner and outer), small and large enough to run in parallel: sums of
// small integers are exact in float, so the comparison is exact.
struct SumCase {
  Longs sizes;
  Longs dims;
};

// kind 0: base itself (contiguous); 1: base with its first and last dims swapped; 2: base without
// its first row (an offset view).
Tensor strided_view(const Tensor& base, int kind) {
  if (kind == 0) return base;
  if (kind == 1) return base.transpose(0, base.dim() - 1);
  return base.narrow(0, 1, base.size(0) - 1);
}

TEST(Sum, MatchesAPlainLoopOnEveryLayout) {
  const std::vector<SumCase> cases = {
      {{4096, 64}, {0}},    {{4096, 64}, {1}}, {{5, 6, 7}, {0, 2}},    {{5, 6, 7}, {1}},
      {{3, 40000}, {1}},    {{40000, 3}, {0}}, {{2, 3, 4, 5}, {1, 3}}, {{7, 1, 9}, {1}},
      {{300, 257}, {0, 1}}, {{1, 1}, {0}},     {{6, 5}, {}},
  };
  unsigned seed = 1;
  for (const SumCase& c : cases) {
    size_t n = 1;
    for (int64_t s : c.sizes) n *= static_cast<size_t>(s);
    const Tensor base = from_doubles(small_integers(n, 3, seed++), IntArrayRef(c.sizes));
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == 2 && base.size(0) < 2) continue;
      const Tensor x = strided_view(base, kind);
      const Longs sizes = shape(x);
      const Longs dims = c.dims;
      std::vector<bool> fold = dims.empty() ? std::vector<bool>(sizes.size(), true) : fold_mask(sizes.size(), dims);
      const Folded ref = reference_fold(doubles(x), sizes, fold, plus, 0.0);
      EXPECT_EQ(doubles(sum_dims(x, dims)), ref.values) << "case " << &c - cases.data() << " layout " << kind;
      const Tensor as_double = x.to(kDouble);
      EXPECT_EQ(doubles(sum_dims(as_double, dims)), ref.values);
      EXPECT_EQ(doubles(sum_dims(x.to(kInt), dims)), ref.values);
    }
  }
}

TEST(Sum, ExpandedInputReadsEachElementPerPosition) {
  const Tensor row = from_doubles({1, 2, 3}, {3});
  const Tensor expanded = row.expand({4, 3});
  EXPECT_EQ(doubles(sum_dims(expanded, {0})), (Doubles{4, 8, 12}));
  EXPECT_EQ(doubles(sum_dims(expanded, {1})), (Doubles{6, 6, 6, 6}));
}

TEST(Sum, ResultDoesNotDependOnThreadCount) {
  // Real-valued floats: the order of additions matters, and must not change with threads.
  for (const Longs& sizes : {Longs{2, 300000}, Longs{300000, 2}, Longs{700, 700}}) {
    const Tensor x = from_doubles(uniform(static_cast<size_t>(sizes[0] * sizes[1]), 7), IntArrayRef(sizes));
    for (int64_t d : {0, 1}) {
      Doubles one, two;
      with_threads(1, [&] { one = doubles(sum_dims(x, {d})); });
      with_threads(2, [&] { two = doubles(sum_dims(x, {d})); });
      EXPECT_EQ(one, two);
      // And accurate: sums of magnitude up to ~500 within 1e-2 of the double reference.
      const Folded ref = reference_fold(doubles(x), sizes, fold_mask(2, {d}), plus, 0.0);
      for (size_t i = 0; i < ref.values.size(); ++i) EXPECT_NEAR(one[i], ref.values[i], 1e-2);
    }
  }
}

// Sums and maxima over dim 0 of 1 to 9 columns: a float or double sum of up to 8 contiguous
// columns folds in registers, a width known when compiled; max.dim and wider sums take the loop
// over any width, and a transposed view the strided loop. Small integers, so the sums are exact; max.dim's indices are the first of equal
// values, at 1 and 2 threads.
TEST(Sum, NarrowColumnsOverDim0MatchAPlainLoop) {
  for (ScalarType dtype : {kFloat, kDouble}) {
    for (int64_t w = 1; w <= 9; ++w) {
      const Tensor contiguous = from_doubles(small_integers(static_cast<size_t>(3000 * w), 5, 17), {3000, w}, dtype);
      const Tensor transposed =
          from_doubles(small_integers(static_cast<size_t>(3000 * w), 5, 18), {w, 3000}, dtype).t();
      for (const Tensor& x : {contiguous, transposed}) {
        const Doubles xv = doubles(x);
        const Longs xs = shape(x);
        const Folded sums = reference_fold(xv, xs, fold_mask(2, {0}), plus, 0.0);
        const Folded maxima = reference_fold(xv, xs, fold_mask(2, {0}), nan_max, -INFINITY);
        for (int threads : {1, 2}) {
          with_threads(threads, [&] {
            EXPECT_EQ(doubles(sum_dims(x, {0})), sums.values) << cpp_name(dtype) << " width " << w;
            auto [values, indices] = max_dim_call(x, 0, false, nullptr);
            EXPECT_EQ(doubles(values), maxima.values) << cpp_name(dtype) << " width " << w;
            EXPECT_EQ(longs(indices), maxima.indices) << cpp_name(dtype) << " width " << w;
          });
        }
      }
    }
  }
}

// The raw bits of each element of a float or double tensor (a NaN's payload and a zero's sign
// included).
std::vector<uint64_t> element_bits(const Tensor& t) {
  const Tensor c = t.contiguous();
  std::vector<uint64_t> out(static_cast<size_t>(c.numel()));
  const auto* p = static_cast<const unsigned char*>(c.data_ptr());
  const size_t size = c.element_size();
  for (size_t i = 0; i < out.size(); ++i) std::memcpy(&out[i], p + i * size, size);
  return out;
}

// A folded run whose contiguous layout lets the loop read it with three others (the chunks of one
// run, or the runs of four outputs, together) against the same elements in a layout that makes it
// read one run at a time: the same positions in the same chunks, so the bits must be the same.
// The second layout is a narrowed view, whose rows do not merge into one run.
TEST(Sum, ARunHasTheSameBitsReadWithOthersOrAlone) {
  for (ScalarType dtype : {kFloat, kDouble}) {
    // Four outputs at once (sum over dim 1 of 4 + 2 rows) against each row summed alone.
    for (int64_t n : {1, 31, 32, 33, 1000, 4096}) {
      const Tensor x = from_doubles(uniform(static_cast<size_t>(6 * n), 11), {6, n}, dtype);
      const std::vector<uint64_t> rows = element_bits(sum_dims(x, {1}));
      for (int64_t i = 0; i < 6; ++i)
        EXPECT_EQ(element_bits(sum_dims(x.narrow(0, i, 1), {1}))[0], rows[static_cast<size_t>(i)])
            << cpp_name(dtype) << " n " << n << " row " << i;
    }
    // The chunks of one run of 10 chunks (two groups of four, then two alone), at 1 and 2 threads,
    // against a [2, 20480] view of the same values inside [2, 20481]: each 4,096-element chunk is a
    // piece of one row there, read alone.
    const int64_t row = 5 * 4096;
    const Tensor wide = from_doubles(uniform(static_cast<size_t>(2 * (row + 1)), 12), {2, row + 1}, dtype);
    const Tensor strided = wide.narrow(1, 0, row);
    const Tensor contiguous = strided.contiguous();
    for (int threads : {1, 2}) {
      with_threads(threads, [&] {
        EXPECT_EQ(element_bits(sum_dims(contiguous, {})), element_bits(sum_dims(strided, {})))
            << cpp_name(dtype) << " threads " << threads;
        EXPECT_EQ(element_bits(sum_dims(contiguous.reshape({2 * row}), {0})), element_bits(sum_dims(strided, {0, 1})));
      });
    }
  }
}

// ---- mean -----------------------------------------------------------------------------------------

TEST(Mean, AllAndAlongDims) {
  EXPECT_EQ(opforge::mean(base23()).item<double>(), 2.5);
  EXPECT_EQ(doubles(mean_dims(base23(), {0})), (Doubles{1.5, 2.5, 3.5}));
  const Tensor k = mean_dims(base23(), {1}, /*keepdim=*/true);
  EXPECT_EQ(shape(k), (Longs{2, 1}));
  EXPECT_EQ(doubles(k), (Doubles{1, 4}));
  EXPECT_EQ(mean_dims(base23(), {}).item<double>(), 2.5);
}

TEST(Mean, IntegerInputNeedsAFloatingDtype) {
  // PyTorch 1.13 texts.
  const Tensor l = arange(6).reshape({2, 3});
  expect_error<RuntimeError>([&] { opforge::mean(l); },
                             "mean(): could not infer output dtype. Input dtype must be either a floating point or "
                             "complex dtype. Got: Long");
  expect_error<RuntimeError>([&] { mean_dims(base23(), {0}, false, kLong); },
                             "mean(): could not infer output dtype. Optional dtype must be either a floating point "
                             "or complex dtype. Got: Long");
  expect_error<RuntimeError>([] { opforge::mean(tensor({true})); },
                             "mean(): could not infer output dtype. Input dtype must be either a floating point or "
                             "complex dtype. Got: Bool");
  // PyTorch 1.13: l.mean(0, dtype=torch.float32) -> [1.5, 2.5, 3.5].
  const Tensor m = mean_dims(l, {0}, false, kFloat);
  EXPECT_EQ(m.dtype(), kFloat);
  EXPECT_EQ(doubles(m), (Doubles{1.5, 2.5, 3.5}));
}

TEST(Mean, OfNothingIsNaN) {
  // PyTorch 1.13: zeros(0, 3).mean(0) -> [nan, nan, nan].
  for (double v : doubles(mean_dims(zeros({0, 3}), {0}))) EXPECT_TRUE(std::isnan(v));
  EXPECT_TRUE(std::isnan(opforge::mean(zeros({0})).item<double>()));
}

TEST(Mean, ComplexAndHalf) {
  // PyTorch 1.13: tensor([1+2j, 3+4j]).mean() -> (2+3j).
  const Tensor z = tensor({std::complex<double>(1, 2), std::complex<double>(3, 4)}, kComplexFloat);
  EXPECT_EQ(complexes(opforge::mean(z))[0], std::complex<double>(2, 3));
  // Summed and divided in float, rounded once: 60000 (PyTorch 1.13 rounded the sum to half first
  // and gave inf; newer PyTorch gives 60000).
  const Tensor h = opforge::mean(from_doubles({60000, 60000, 60000}, {3}, kHalf));
  EXPECT_EQ(h.dtype(), kHalf);
  EXPECT_EQ(h.item<double>(), 60000.0);
}

TEST(Mean, OutTensor) {
  // PyTorch 1.13: mean(x, 0, out=empty(3, float64)) -> float64 [1.5, 2.5, 3.5]; an int64 out fails
  // in the division: "result type Float can't be cast to the desired output type Long"; a dtype
  // argument must match out's.
  const Tensor out = empty({0}, kDouble);
  mean_dims(base23(), {0}, false, std::nullopt, &out);
  EXPECT_EQ(doubles(out), (Doubles{1.5, 2.5, 3.5}));
  const Tensor out_long = empty({3}, kLong);
  expect_error<RuntimeError>([&] { mean_dims(base23(), {0}, false, std::nullopt, &out_long); },
                             "result type Float can't be cast to the desired output type Long");
  const Tensor out_float = empty({3});
  expect_error<RuntimeError>([&] { mean_dims(base23(), {0}, false, kDouble, &out_float); },
                             "Expected out tensor to have dtype double, but got float instead");
}

TEST(Mean, MatchesAPlainLoop) {
  const Longs sizes{64, 3, 50};
  const Tensor x = from_doubles(small_integers(64 * 3 * 50, 4, 11), IntArrayRef(sizes), kDouble);
  for (const Longs& dims : {Longs{0}, Longs{1}, Longs{2}, Longs{0, 2}}) {
    const Folded ref = reference_fold(doubles(x), sizes, fold_mask(3, dims), plus, 0.0);
    double count = 1;
    for (int64_t d : dims) count *= static_cast<double>(sizes[static_cast<size_t>(d)]);
    const Doubles got = doubles(mean_dims(x, dims));
    ASSERT_EQ(got.size(), ref.values.size());
    for (size_t i = 0; i < got.size(); ++i) EXPECT_DOUBLE_EQ(got[i], ref.values[i] / count);
  }
}

// ---- max ------------------------------------------------------------------------------------------

TEST(Max, AllElements) {
  EXPECT_EQ(max_all_call(from_doubles({1, 5, 5}, {3})).item<double>(), 5.0);
  EXPECT_EQ(max_all_call(tensor({true, false})).item<bool>(), true);
  EXPECT_EQ(max_all_call(tensor(3.0)).item<double>(), 3.0);
  // PyTorch 1.13: tensor([nan, 1.]).max() -> nan.
  EXPECT_TRUE(std::isnan(max_all_call(from_doubles({kNaN, 1}, {2})).item<double>()));
  EXPECT_TRUE(std::isnan(max_all_call(from_doubles({1, kNaN}, {2})).item<double>()));
  EXPECT_EQ(max_all_call(from_doubles({-INFINITY, -INFINITY}, {2})).item<double>(), -INFINITY);
  EXPECT_EQ(max_all_call(tensor({-5, -3}, kInt8)).item<int64_t>(), -3);
}

TEST(Max, AllErrors) {
  // PyTorch 1.13 texts.
  expect_error<RuntimeError>([] { max_all_call(zeros({0})); },
                             "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                             "reduction dim with the 'dim' argument.");
  expect_error<NotImplementedError>([] { max_all_call(zeros({1}, kComplexFloat)); },
                                    "\"max_all\" not implemented for 'ComplexFloat'");
}

TEST(Max, AlongADimWithNaNAndTies) {
  // PyTorch 1.13: x = [[1, 5, 5], [nan, 2, nan]]; x.max(1) -> ([5, nan], [1, 0]);
  // x.max(0) -> ([nan, 5, nan], [1, 0, 1]).
  const Tensor x = from_doubles({1, 5, 5, kNaN, 2, kNaN}, {2, 3});
  auto [v1, i1] = max_dim_call(x, 1, false, nullptr);
  EXPECT_EQ(doubles(v1)[0], 5.0);
  EXPECT_TRUE(std::isnan(doubles(v1)[1]));
  EXPECT_EQ(i1.dtype(), kLong);
  EXPECT_EQ(longs(i1), (Longs{1, 0}));
  auto [v0, i0] = max_dim_call(x, 0, false, nullptr);
  EXPECT_EQ(longs(i0), (Longs{1, 0, 1}));
  EXPECT_EQ(doubles(v0)[1], 5.0);
  auto [vk, ik] = max_dim_call(x, 1, /*keepdim=*/true, nullptr);
  EXPECT_EQ(shape(vk), (Longs{2, 1}));
  EXPECT_EQ(shape(ik), (Longs{2, 1}));
}

TEST(Max, FirstIndexOfEqualValues) {
  // PyTorch 1.13: int8 [3, 7, 7, 1].max(0) -> (7, 1); [-0., 0.].max(0) -> (-0., 0).
  auto [v, i] = max_dim_call(tensor({3, 7, 7, 1}, kInt8), 0, false, nullptr);
  EXPECT_EQ(v.dtype(), kInt8);
  EXPECT_EQ(v.item<int64_t>(), 7);
  EXPECT_EQ(i.item<int64_t>(), 1);
  auto [z, zi] = max_dim_call(from_doubles({-0.0, 0.0}, {2}), 0, false, nullptr);
  EXPECT_TRUE(std::signbit(z.item<double>()));
  EXPECT_EQ(zi.item<int64_t>(), 0);
  auto [b, bi] = max_dim_call(tensor({false, true, true}), 0, false, nullptr);
  EXPECT_EQ(b.item<bool>(), true);
  EXPECT_EQ(bi.item<int64_t>(), 1);
}

TEST(Max, DimErrorsAndEmpty) {
  // PyTorch 1.13 texts.
  expect_error<IndexError>(
      [] {
        max_dim_call(zeros({0, 3}), 0, false, nullptr);
      },
      "max(): Expected reduction dim 0 to have non-zero size.");
  expect_error<IndexError>(
      [] {
        max_dim_call(zeros({2, 3}), 2, false, nullptr);
      },
      "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  expect_error<RuntimeError>([] { max_dim_call(zeros({2}, kComplexFloat), 0, false, nullptr); },
                             "max(): does not support complex input");
  // PyTorch 1.13: zeros(0, 3).max(1) -> two tensors of shape [0].
  auto [v, i] = max_dim_call(zeros({0, 3}), 1, false, nullptr);
  EXPECT_EQ(shape(v), (Longs{0}));
  EXPECT_EQ(shape(i), (Longs{0}));
  // PyTorch 1.13: tensor(3.).max(0) -> (3., 0).
  auto [s, si] = max_dim_call(tensor(3.0), 0, false, nullptr);
  EXPECT_EQ(s.dim(), 0);
  EXPECT_EQ(s.item<double>(), 3.0);
  EXPECT_EQ(si.item<int64_t>(), 0);
}

TEST(Max, OutPair) {
  // PyTorch 1.13 texts for out tensors of the wrong dtypes.
  const Tensor x = from_doubles({1, 5, 5, 4, 2, 3}, {2, 3});
  const Tensor outs[] = {empty({0}), empty({0}, kLong)};
  auto [v, i] = max_dim_call(x, 1, false, outs);
  EXPECT_TRUE(v.is_same(outs[0]));
  EXPECT_TRUE(i.is_same(outs[1]));
  EXPECT_EQ(doubles(outs[0]), (Doubles{5, 4}));
  EXPECT_EQ(longs(outs[1]), (Longs{1, 0}));
  const Tensor bad_values[] = {empty({0}, kDouble), empty({0}, kLong)};
  expect_error<RuntimeError>([&] { max_dim_call(x, 1, false, bad_values); },
                             "Expected out tensor to have dtype float, but got double instead");
  const Tensor bad_indices[] = {empty({0}), empty({0}, kInt)};
  expect_error<RuntimeError>([&] { max_dim_call(x, 1, false, bad_indices); },
                             "Expected out tensor to have dtype long int, but got int instead");
}

TEST(Max, NamedDim) {
  const Tensor x = from_doubles({1, 5, 5, 4, 2, 3}, {2, 3}).rename({"N", "C"});
  auto [v, i] = opforge::max(x, Dimname("C"));  // resolved by the stub, computed by max.dim's kernel
  EXPECT_EQ(doubles(v), (Doubles{5, 4}));
  EXPECT_EQ(longs(i), (Longs{1, 0}));
}

TEST(Max, MatchesAPlainLoopWithNaNs) {
  for (const Longs& sizes : {Longs{37, 300}, Longs{3, 50000}, Longs{50000, 3}}) {
    const size_t n = static_cast<size_t>(sizes[0] * sizes[1]);
    Doubles v = small_integers(n, 20, 5);
    for (size_t k = 0; k < n; k += 997) v[k] = kNaN;
    const Tensor base = from_doubles(v, IntArrayRef(sizes));
    for (int kind = 0; kind < 2; ++kind) {
      const Tensor x = strided_view(base, kind);
      const Longs xs = shape(x);
      const Doubles xv = doubles(x);
      for (int64_t d : {0, 1}) {
        const Folded ref = reference_fold(xv, xs, fold_mask(2, {d}), nan_max, -INFINITY);
        auto [values, indices] = max_dim_call(x, d, false, nullptr);
        const Doubles got = doubles(values);
        ASSERT_EQ(got.size(), ref.values.size());
        for (size_t k = 0; k < got.size(); ++k) {
          if (std::isnan(ref.values[k])) {
            EXPECT_TRUE(std::isnan(got[k]));
          } else
            EXPECT_EQ(got[k], ref.values[k]);
        }
        EXPECT_EQ(longs(indices), ref.indices);
      }
      const double all = max_all_call(x).item<double>();
      EXPECT_TRUE(std::isnan(all));
    }
  }
}

TEST(Max, ContiguousRunsWithANaNAnywhere) {
  // The vector loop of full max over float/double: every length around its 2 x 8 and 2 x 4 element
  // steps, the largest value and a NaN at the front, middle and end (in the vectors or the tail).
  for (ScalarType dtype : {kFloat, kDouble}) {
    for (size_t n : {size_t{1}, size_t{7}, size_t{15}, size_t{16}, size_t{17}, size_t{33}, size_t{1003}}) {
      Doubles v = small_integers(n, 20, 7);
      for (double& x : v) x -= 100;  // all negative: the identity -inf must not win
      double largest = -INFINITY;
      for (double x : v) largest = std::max(largest, x);
      EXPECT_EQ(max_all_call(from_doubles(v, {static_cast<int64_t>(n)}, dtype)).item<double>(), largest) << n;
      for (size_t at : {size_t{0}, n / 2, n - 1}) {
        Doubles w = v;
        w[at] = kNaN;
        EXPECT_TRUE(std::isnan(max_all_call(from_doubles(w, {static_cast<int64_t>(n)}, dtype)).item<double>()))
            << n << " " << at;
      }
    }
  }
}

// Full max reads the chunks of a contiguous run four at once. Against a narrowed view whose chunks
// are read one at a time (see Sum.ARunHasTheSameBitsReadWithOthersOrAlone): the same bits, with
// zeros of both signs as the largest values (the vector loop's accumulators hold -0 and +0 in turn,
// and the first of equal values is kept) and with a NaN in one chunk.
TEST(Max, ARunHasTheSameBitsReadWithOthersOrAlone) {
  const int64_t row = 5 * 4096;
  for (ScalarType dtype : {kFloat, kDouble}) {
    const size_t lanes = dtype == kFloat ? 8 : 4;  // elements per vector
    for (int variant = 0; variant < 3; ++variant) {
      Doubles v = small_integers(static_cast<size_t>(2 * (row + 1)), 20, 13);
      for (double& x : v) x = -1 - std::abs(x);  // all negative, so that zeros are the largest
      if (variant == 1) {
        for (size_t k = 0; k < v.size(); ++k) v[k] = (k / lanes) % 2 ? 0.0 : -0.0;
      } else if (variant == 2) {
        v[3 * 4096 + 100] = kNaN;  // in the fourth chunk
      }
      const Tensor wide = from_doubles(v, {2, row + 1}, dtype);
      const Tensor strided = wide.narrow(1, 0, row);
      const Tensor contiguous = strided.contiguous();
      for (int threads : {1, 2}) {
        with_threads(threads, [&] {
          EXPECT_EQ(element_bits(max_all_call(contiguous)), element_bits(max_all_call(strided)))
              << cpp_name(dtype) << " variant " << variant << " threads " << threads;
        });
      }
    }
  }
}

TEST(Max, HalfAndIntegers) {
  auto [h, hi] = max_dim_call(from_doubles({1, 2}, {2}, kHalf), 0, false, nullptr);
  EXPECT_EQ(h.dtype(), kHalf);
  EXPECT_EQ(h.item<double>(), 2.0);
  EXPECT_EQ(hi.item<int64_t>(), 1);
  // PyTorch 1.13: tensor([[1, 2], [3, 4]]).t().max(0) -> ([2, 4], [1, 1]).
  auto [v, i] = max_dim_call(tensor({{1, 2}, {3, 4}}).t(), 0, false, nullptr);
  EXPECT_EQ(longs(v), (Longs{2, 4}));
  EXPECT_EQ(longs(i), (Longs{1, 1}));
}

// argmax and argmin fold a contiguous run in two passes on the CPU (the extreme in vectors, then
// its first position). Against a plain loop (the first position of the extreme; NaN beyond
// everything, its first position winning): lengths around the vectors' 8 and 4 lanes and past one
// 4096-element chunk, ties, zeros of both signs as the extreme, and NaNs.
TEST(Argmax, ContiguousRunsMatchAPlainLoop) {
  auto first_extreme = [](const Doubles& v, size_t begin, size_t n, bool largest) {
    int64_t best = 0;
    for (size_t j = 1; j < n; ++j) {
      const double a = v[begin + static_cast<size_t>(best)], b = v[begin + j];
      if (std::isnan(a)) break;
      if (std::isnan(b) || (largest ? b > a : b < a)) best = static_cast<int64_t>(j);
    }
    return best;
  };
  for (ScalarType dtype : {kFloat, kDouble}) {
    for (size_t n :
         {size_t{1}, size_t{7}, size_t{8}, size_t{9}, size_t{33}, size_t{1003}, size_t{4101}, size_t{3 * 4096 + 1}}) {
      for (int variant = 0; variant < 4; ++variant) {
        constexpr size_t kRows = 3;
        Doubles v = small_integers(kRows * n, 12, static_cast<unsigned>(n + variant));
        for (size_t r = 0; r < kRows; ++r) {
          const size_t at = r * n;
          if (variant == 1) v[at + (n - 1) * r / 2] = kNaN;  // one NaN: front, middle, end
          if (variant == 2) {
            for (size_t j = 0; j < n; ++j) v[at + j] = -1 - static_cast<double>(j % 5);
            v[at + n / 3] = -0.0;  // the largest, and ties of both signs after it
            v[at + n - 1] = 0.0;
          }
          if (variant == 3 && n > 2) {
            v[at + 1] = kNaN;
            v[at + n - 1] = kNaN;
          }
        }
        const Tensor x = from_doubles(v, {static_cast<int64_t>(kRows), static_cast<int64_t>(n)}, dtype);
        Longs want_max, want_min;
        for (size_t r = 0; r < kRows; ++r) {
          want_max.push_back(first_extreme(v, r * n, n, true));
          want_min.push_back(first_extreme(v, r * n, n, false));
        }
        EXPECT_EQ(longs(x.argmax(1)), want_max) << cpp_name(dtype) << " n " << n << " variant " << variant;
        EXPECT_EQ(longs(x.argmin(1)), want_min) << cpp_name(dtype) << " n " << n << " variant " << variant;
        const int64_t all = first_extreme(v, 0, v.size(), true);
        EXPECT_EQ(x.argmax().item<int64_t>(), all) << cpp_name(dtype) << " n " << n << " variant " << variant;
      }
    }
  }
}

// norm's p = 1 and p = 2 fold each element as they read it (the sum of |x| or x * x). Against a
// plain loop in double on long runs, over either dim and on a transposed view; float32 within a
// relative 1e-6 of it (sums of 10^4 terms of one sign).
TEST(Norm, OnePassSumsMatchAPlainLoop) {
  constexpr int64_t kRows = 5, kCols = 10007;
  Doubles v = small_integers(static_cast<size_t>(kRows * kCols), 40, 3);
  for (double& x : v) x = (x - 20) / 8;  // signed, with zeros
  const Tensor base = from_doubles(v, {kRows, kCols});
  for (const Tensor& x : {base, base.t().contiguous().t()}) {
    for (double p : {1.0, 2.0}) {
      for (int64_t d : {0, 1}) {
        const int64_t dims[] = {d};
        const Doubles got = doubles(x.norm(p, IntArrayRef(dims, 1)));
        const int64_t outputs = d == 1 ? kRows : kCols, folded = d == 1 ? kCols : kRows;
        ASSERT_EQ(got.size(), static_cast<size_t>(outputs));
        for (int64_t o = 0; o < outputs; ++o) {
          double want = 0;
          for (int64_t k = 0; k < folded; ++k) {
            const double e = v[static_cast<size_t>(d == 1 ? o * kCols + k : k * kCols + o)];
            want += p == 1 ? std::fabs(e) : e * e;
          }
          if (p == 2) want = std::sqrt(want);
          EXPECT_NEAR(got[static_cast<size_t>(o)], want, 1e-6 * want + 1e-30) << "p " << p << " dim " << d;
        }
      }
    }
  }
}

}  // namespace
}  // namespace opforge
