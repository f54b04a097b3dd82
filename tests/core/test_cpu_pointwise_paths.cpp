// The CPU pointwise loop's paths for outputs of 16 MiB and more (src/iteration/cpu_pointwise.h),
// which are written with streaming stores and read their long rows in prefetching steps: flat
// operands, rows of a broadcast operand, a transposed input walked in tiles, and an in-place op
// (not streamed, still stepped) must all give a plain loop's values (every value here is an exact
// float, so equality is exact).
#include "iteration/streaming_store.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

constexpr int64_t kRows = 2048, kCols = 2560;  // 20 MiB of float32

TEST(CpuPointwisePaths, TheSizesHereAreStreamed) {
  EXPECT_GE(kRows * kCols * 4, elementwise::kStreamingBytes);
}

TEST(CpuPointwisePaths, FlatOperandsStreamed) {
  const Tensor a = arange(kRows * kCols).to(kFloat);
  const Tensor out = add(a, full({kRows * kCols}, 0.5, TensorOptions().dtype(kFloat)), 2);
  const Doubles av = doubles(a), got = doubles(out);
  for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], 1.0 + av[i]) << i;  // a + 2 * 0.5
}

TEST(CpuPointwisePaths, BroadcastRowsStreamed) {
  const Tensor a = arange(kRows * kCols).to(kFloat).reshape({kRows, kCols});
  const Tensor b = arange(kCols).to(kFloat);
  const Tensor out = add(a, b, 2);
  const Doubles av = doubles(a), bv = doubles(b), got = doubles(out);
  for (int64_t r = 0; r < kRows; ++r)
    for (int64_t c = 0; c < kCols; ++c) {
      const auto i = static_cast<size_t>(r * kCols + c);
      ASSERT_EQ(got[i], av[i] + 2 * bv[static_cast<size_t>(c)]) << r << " " << c;
    }
}

TEST(CpuPointwisePaths, TransposedInputTiledAndStreamed) {
  const Tensor at = arange(kRows * kCols).to(kFloat).reshape({kCols, kRows}).t();  // [kRows, kCols]
  const Tensor b = full({kRows, kCols}, 0.25, TensorOptions().dtype(kFloat));
  const Tensor out = add(at, b, 2);
  const Doubles av = doubles(at.contiguous()), got = doubles(out);
  for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], av[i] + 0.5) << i;
}

// An element count that is no multiple of the prefetching step (128) nor of the streamed block.
TEST(CpuPointwisePaths, InPlaceLongRowInPrefetchingSteps) {
  const int64_t n = kRows * kCols + 37;
  Tensor a = arange(n).to(kFloat);
  const Doubles before = doubles(a);
  a.add_(full({n}, 0.5, TensorOptions().dtype(kFloat)));  // exact below 2^23
  const Doubles got = doubles(a);
  for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], before[i] + 0.5) << i;
}

}  // namespace
}  // namespace opforge
