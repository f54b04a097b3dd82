// The CPU pointwise loop's paths for outputs of 16 MiB and more (src/iteration/cpu_pointwise.h),
// which are written with streaming stores and read their long rows in prefetching steps: flat
// operands, rows of a broadcast operand, a transposed input walked in tiles, and an in-place op
// (not streamed, still stepped) must all give a plain loop's values (every value here is an exact
// float, so equality is exact). Also which inputs' rows the loop prefetches rows ahead.
#include "iteration/cpu_pointwise.h"
#include "iteration/streaming_store.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

constexpr int64_t kRows = 2048, kCols = 2560;  // 20 MiB of float32

TEST(CpuPointwisePaths, TheSizesHereAreStreamed) { EXPECT_GE(kRows * kCols * 4, elementwise::kStreamingBytes); }

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

// Rows that end in a partial block: each row of 2600 elements is ten full blocks of the streamed
// loop (256 elements) and one of 40.
TEST(CpuPointwisePaths, BroadcastRowsWithPartialBlockStreamed) {
  constexpr int64_t kLongCols = 2600;
  const Tensor a = arange(kRows * kLongCols).to(kFloat).reshape({kRows, kLongCols});
  const Tensor b = arange(kLongCols).to(kFloat);
  const Tensor out = sub(a, b);
  const Doubles av = doubles(a), bv = doubles(b), got = doubles(out);
  for (int64_t r = 0; r < kRows; ++r)
    for (int64_t c = 0; c < kLongCols; ++c) {
      const auto i = static_cast<size_t>(r * kLongCols + c);
      ASSERT_EQ(got[i], av[i] - bv[static_cast<size_t>(c)]) << r << " " << c;
    }
}

TEST(CpuPointwisePaths, TransposedInputTiledAndStreamed) {
  const Tensor at = arange(kRows * kCols).to(kFloat).reshape({kCols, kRows}).t();  // [kRows, kCols]
  const Tensor b = full({kRows, kCols}, 0.25, TensorOptions().dtype(kFloat));
  const Tensor out = add(at, b, 2);
  const Doubles av = doubles(at.contiguous()), got = doubles(out);
  for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], av[i] + 0.5) << i;
}

// channels_last a + contiguous b: the output follows a, so b is the transposed input, copied tile
// by tile into a buffer (64 channels: a whole tile's width; 3: narrow tiles with no whole register
// block). H * W leaves a partial last tile. Each element's value names its position (a: its
// index, b: numel + its index), so any misplaced element shows.
void check_channels_last_plus_contiguous(int64_t n, int64_t c, int64_t h, int64_t w) {
  SCOPED_TRACE(testing::Message() << "[" << n << "," << c << "," << h << "," << w << "]");
  const int64_t numel = n * c * h * w;
  ASSERT_LT(3 * numel, int64_t{1} << 24);  // every sum exact in float
  const Tensor a = arange(numel).to(kFloat).reshape({n, c, h, w}).contiguous(MemoryFormat::ChannelsLast);
  const Tensor b = arange(numel, 2 * numel).to(kFloat).reshape({n, c, h, w});
  const Tensor out = add(a, b);
  ASSERT_TRUE(out.is_contiguous(MemoryFormat::ChannelsLast));
  const Doubles got = doubles(out);
  for (int64_t i = 0; i < numel; ++i) ASSERT_EQ(got[static_cast<size_t>(i)], static_cast<double>(numel + 2 * i)) << i;
}

TEST(CpuPointwisePaths, ChannelsLastPlusContiguousTiledAndStreamed) {
  check_channels_last_plus_contiguous(4, 64, 129, 130);  // 17 MiB; 64 channels, 16,770 rows a plane
  check_channels_last_plus_contiguous(3, 3, 700, 700);   // 17 MiB; 3 channels: narrow tile rows
}

TEST(CpuPointwisePaths, ChannelsLastPlusContiguousTiledSmall) {  // below kStreamingBytes
  check_channels_last_plus_contiguous(2, 64, 9, 11);
  check_channels_last_plus_contiguous(2, 3, 50, 70);
  check_channels_last_plus_contiguous(3, 5, 1, 1);  // no tiles: a 1x1 image is contiguous either way
}

// In place, so not streamed: the contiguous operand, output and input at once, is walked in tiles
// against the transposed one, its tile rows prefetched ahead (the non-streamed row loop).
TEST(CpuPointwisePaths, InPlaceTransposedInputTiled) {
  Tensor b = arange(kRows * kCols).to(kFloat).reshape({kRows, kCols});
  const Tensor at = arange(kRows * kCols, 2 * kRows * kCols).to(kFloat).reshape({kCols, kRows}).t();
  const Doubles bv = doubles(b), av = doubles(at.contiguous());
  b.add_(at);
  const Doubles got = doubles(b);
  for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], bv[i] + av[i]) << i;  // below 2^24
}

// Which inputs dense_rows_loop prefetches rows ahead of (bit k: input k): those whose short rows do
// not follow one another, in a large op, over more than one row.
TEST(CpuPointwisePaths, RowsPrefetchedAheadOnlyWhereTheyDoNotFollowOneAnother) {
  using elementwise::detail::gapped_rows;
  const auto two = std::make_index_sequence<2>{};
  // A tile of [4096,4096] float: input 0 the transposed operand's buffer (rows back to back),
  // input 1 the contiguous operand (16 KiB between rows of 256 bytes).
  const std::array<int64_t, 3> tile{16384, 256, 16384};
  EXPECT_EQ((gapped_rows<float, 0u>(64, tile, 64, true, two)), 2u);
  EXPECT_EQ((gapped_rows<float, 0u>(64, tile, 64, false, two)), 0u);  // below kStreamingBytes
  EXPECT_EQ((gapped_rows<float, 0u>(64, tile, 1, true, two)), 0u);    // one row
  EXPECT_EQ((gapped_rows<float, 2u>(64, tile, 64, true, two)), 0u);   // input 1 a scalar
  EXPECT_EQ((gapped_rows<float, 0u>(32, tile, 64, true, two)), 3u);   // a partial tile: both
  // Rows of more than kGappedRowBytes are the hardware prefetcher's.
  EXPECT_EQ((gapped_rows<float, 0u>(257, {16384, 16384, 16384}, 64, true, two)), 0u);
  EXPECT_EQ((gapped_rows<double, 0u>(128, {16384, 16384, 16384}, 64, true, two)), 3u);
  // A broadcast row (row stride 0) is the same row again.
  EXPECT_EQ((gapped_rows<float, 0u>(64, {256, 0, 16384}, 64, true, two)), 2u);
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
