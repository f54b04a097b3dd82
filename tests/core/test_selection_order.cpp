// topk, kthvalue, median and nanmedian select their positions without sorting whole lines on the CPU
// (iteration/sort.h); sort with stable=True sorts them. Both must agree on which element a position
// holds, ties included: of equal elements (0.0 and -0.0, NaNs of either sign, repeated numbers) the
// first along dim. These tests draw lines from a few values so that ties are everywhere, on both
// sides of the length at which topk switches from selecting in place to one pass with a heap
// (64 * k), along dim 1 and, through a transposed view, along strided lines; the reference is the
// stable sort's line and PyTorch's documented picks of it (k-th smallest, lower median, the first
// NaN for median, the numbers' lower median for nanmedian).
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "iteration/sort_order.h"
#include "kernel_test_support.h"
#include "opforge/ops/kthvalue.h"
#include "opforge/ops/median.h"
#include "opforge/ops/nanmedian.h"
#include "opforge/ops/sort.h"
#include "opforge/ops/topk.h"

namespace opforge {
namespace {

using namespace opforge::test;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// n elements drawn from a few values, signed zeros and NaNs of both signs among them (integers:
// the first seven, whole numbers or zeros).
Doubles tied_values(size_t n, unsigned seed, bool integral) {
  const double pool[] = {-2.0, -1.0, -0.0, 0.0, 1.0, 3.0, 7.0, 0.5, kNaN, -kNaN};
  std::mt19937 gen(seed);
  std::uniform_int_distribution<size_t> pick(0, integral ? 6 : std::size(pool) - 1);
  Doubles v(n);
  for (double& x : v) x = pool[pick(gen)];
  return v;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// The input as [lines, length] along dim 1, or the same values as a transposed view along dim 0.
struct Lines {
  Tensor input;
  int64_t dim;
};

Lines lines_of(const Doubles& values, int64_t lines, int64_t length, bool strided, ScalarType dtype) {
  if (!strided) return {from_doubles(values, {lines, length}, dtype), 1};
  return {from_doubles(values, {lines, length}, dtype).t().contiguous(), 0};
}

// The stable sort of each line: values (as doubles) and indices, row-major [lines][length].
struct Sorted {
  Doubles values;
  Longs indices;
};

Sorted stable_sorted(const Lines& l, bool descending) {
  auto [values, indices] = opforge::sort(l.input, /*stable=*/true, l.dim, descending);
  if (l.dim == 0) {
    values = values.t();
    indices = indices.t();
  }
  return {doubles(values), longs(indices)};
}

// One result per line (kthvalue, median, nanmedian) read back as [lines].
void expect_picks(const std::tuple<Tensor, Tensor>& got, const Sorted& s, int64_t lines, int64_t length,
                  const std::function<int64_t(int64_t numbers)>& position, const std::string& what) {
  const Doubles values = doubles(std::get<0>(got));
  const Longs indices = longs(std::get<1>(got));
  for (int64_t n = 0; n < lines; ++n) {
    int64_t numbers = 0;
    for (int64_t i = 0; i < length; ++i) numbers += !std::isnan(s.values[static_cast<size_t>(n * length + i)]);
    const size_t at = static_cast<size_t>(n * length + position(numbers));
    ASSERT_EQ(indices[static_cast<size_t>(n)], s.indices[at]) << what << " line " << n;
    ASSERT_TRUE(same_bits(values[static_cast<size_t>(n)], s.values[at])) << what << " line " << n;
  }
}

class SelectionOrder : public ::testing::TestWithParam<std::tuple<int64_t, bool, ScalarType>> {};

TEST_P(SelectionOrder, PicksWhatAStableSortPutsThere) {
  const auto [length, strided, dtype] = GetParam();
  const int64_t lines = 5;
  const Doubles values = tied_values(static_cast<size_t>(lines * length), static_cast<unsigned>(length),
                                     is_integral(dtype, /*include_bool=*/true));
  const Lines l = lines_of(values, lines, length, strided, dtype);
  for (const bool largest : {true, false}) {
    const Sorted s = stable_sorted(l, /*descending=*/largest);
    for (const int64_t k : {int64_t{1}, int64_t{3}, int64_t{8}, length / 2, length}) {
      if (k < 1 || k > length) continue;
      auto [values, indices] = opforge::topk(l.input, k, l.dim, largest);
      if (l.dim == 0) {
        values = values.t();
        indices = indices.t();
      }
      const Doubles v = doubles(values);
      const Longs i = longs(indices);
      for (int64_t n = 0; n < lines; ++n) {
        for (int64_t j = 0; j < k; ++j) {
          const size_t got = static_cast<size_t>(n * k + j), want = static_cast<size_t>(n * length + j);
          ASSERT_EQ(i[got], s.indices[want]) << "topk k=" << k << " largest=" << largest << " line " << n;
          ASSERT_TRUE(same_bits(v[got], s.values[want])) << "topk k=" << k << " line " << n;
        }
      }
    }
  }
  const Sorted ascending = stable_sorted(l, /*descending=*/false);
  for (const int64_t k : {int64_t{1}, (length + 1) / 2, length}) {
    expect_picks(
        opforge::kthvalue(l.input, k, l.dim), ascending, lines, length, [k](int64_t) { return k - 1; },
        "kthvalue k=" + std::to_string(k));
  }
  expect_picks(
      opforge::median(l.input, l.dim), ascending, lines, length,
      [length](int64_t numbers) { return numbers < length ? numbers : (length - 1) / 2; }, "median");
  expect_picks(
      opforge::nanmedian(l.input, l.dim), ascending, lines, length,
      [](int64_t numbers) { return numbers == 0 ? 0 : (numbers - 1) / 2; }, "nanmedian");
}

// Lengths around 64 * k for k = 1, 3 and 8, where topk's loop changes; float32 and float64 keep the
// signed zeros and NaNs, int64 has ties of equal integers only.
INSTANTIATE_TEST_SUITE_P(Lengths, SelectionOrder,
                         ::testing::Combine(::testing::Values(1, 2, 63, 64, 65, 191, 192, 193, 511, 512, 513, 700),
                                            ::testing::Bool(), ::testing::Values(kFloat, kDouble, kLong)));

// topk's streaming pass compares each element with the worst kept one as values
// (sort_order::before_bound); that must be the order of their keys for every pair, signed zeros,
// infinities, subnormals and NaNs of both signs among them.
template <class T>
void expect_bound_order_is_key_order(const std::vector<T>& values) {
  for (const T v : values)
    for (const T bound : values)
      for (const bool descending : {false, true})
        EXPECT_EQ(sort_order::before_bound(v, bound, descending),
                  sort_order::before(sort_order::key(v), sort_order::key(bound), descending))
            << static_cast<double>(v) << (descending ? " descending " : " ascending ") << static_cast<double>(bound);
}

template <class T>
std::vector<T> floating_samples() {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<T> out;
  for (const double d : {0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 1e-40, -1e-40, 1e30, -1e30, inf, -inf, kNaN, -kNaN})
    out.push_back(static_cast<T>(d));
  return out;
}

TEST(SelectionOrder, ValueComparisonIsTheKeyOrder) {
  expect_bound_order_is_key_order(floating_samples<float>());
  expect_bound_order_is_key_order(floating_samples<double>());
  expect_bound_order_is_key_order(floating_samples<Half>());
  expect_bound_order_is_key_order(floating_samples<BFloat16>());
  expect_bound_order_is_key_order(
      std::vector<int64_t>{0, 1, -1, std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max()});
  expect_bound_order_is_key_order(std::vector<uint8_t>{0, 1, 255});
  expect_bound_order_is_key_order(std::vector<bool>{false, true});
}

}  // namespace
}  // namespace opforge
