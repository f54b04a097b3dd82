// StridedLoop: the planned geometry (dropped size-1 dims, order by strides, coalescing) and the
// element order and chunks the kernel sees. Every expectation is hand-derived from the operands'
// byte strides; the loop runs over raw buffers, no tensor code involved.
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

// The loop is internal to the runtime (src/ is not on the tests' include path).
#include "../../src/iteration/strided_loop.h"

namespace opforge {
namespace {

using Offsets = std::vector<std::pair<int64_t, int64_t>>;

// Runs a two-operand loop over buffers based at a and b and records, for every element visited,
// the byte offset of each operand from its base.
Offsets visit_order(const StridedLoop<2>& loop, char* a, char* b, int64_t begin, int64_t end) {
  Offsets seen;
  loop.run(
      [&](const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n) {
        for (int64_t i = 0; i < n; ++i) seen.emplace_back(p[0] + i * s[0] - a, p[1] + i * s[1] - b);
      },
      begin, end);
  return seen;
}

Offsets visit_order(const StridedLoop<2>& loop, char* a, char* b) { return visit_order(loop, a, b, 0, loop.numel()); }

TEST(StridedLoop, ContiguousOperandsCoalesceToOneDim) {
  std::array<float, 24> x{}, y{};
  const int64_t sizes[] = {2, 3, 4};
  const int64_t strides[] = {48, 16, 4};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(x.data()), reinterpret_cast<char*>(y.data())},
                            {IntArrayRef(strides), IntArrayRef(strides)});
  ASSERT_EQ(loop.dim(), 1);
  EXPECT_EQ(loop.size(0), 24);
  EXPECT_EQ(loop.stride(0, 0), 4);
  EXPECT_EQ(loop.stride(1, 0), 4);
  EXPECT_EQ(loop.numel(), 24);
}

TEST(StridedLoop, SingleChunkForContiguousOperands) {
  std::array<int32_t, 6> x{}, y{};
  const int64_t sizes[] = {2, 3};
  const int64_t strides[] = {12, 4};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(x.data()), reinterpret_cast<char*>(y.data())},
                            {IntArrayRef(strides), IntArrayRef(strides)});
  int calls = 0;
  loop.run([&](const std::array<char*, 2>&, const std::array<int64_t, 2>& s, int64_t n) {
    ++calls;
    EXPECT_EQ(n, 6);
    EXPECT_EQ(s[0], 4);
    EXPECT_EQ(s[1], 4);
  });
  EXPECT_EQ(calls, 1);
}

TEST(StridedLoop, TransposedFirstOperandPutsItsFastDimInnermost) {
  // Operand 0 is a [3, 4] float buffer seen transposed as [4, 3]: strides (4, 16). Its dim 0 moves
  // fastest, so the plan walks dim 0 inside dim 1 and, since 16 == 4 * 4, merges them.
  std::array<float, 12> x{}, y{};
  const int64_t sizes[] = {4, 3};
  const int64_t transposed[] = {4, 16};
  const int64_t y_strides[] = {4, 16};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(x.data()), reinterpret_cast<char*>(y.data())},
                            {IntArrayRef(transposed), IntArrayRef(y_strides)});
  ASSERT_EQ(loop.dim(), 1);
  EXPECT_EQ(loop.size(0), 12);
  EXPECT_EQ(loop.stride(0, 0), 4);
}

TEST(StridedLoop, FirstOperandDecidesOrderWhenOperandsDisagree) {
  // Operand 0 contiguous [3, 4] (16, 4); operand 1 its transpose (4, 12). Nothing merges; the
  // innermost dim is operand 0's fastest (dim 1).
  std::array<float, 12> x{}, y{};
  const int64_t sizes[] = {3, 4};
  const int64_t a[] = {16, 4};
  const int64_t b[] = {4, 12};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(x.data()), reinterpret_cast<char*>(y.data())},
                            {IntArrayRef(a), IntArrayRef(b)});
  ASSERT_EQ(loop.dim(), 2);
  EXPECT_EQ(loop.size(0), 4);
  EXPECT_EQ(loop.stride(0, 0), 4);
  EXPECT_EQ(loop.stride(1, 0), 12);
  EXPECT_EQ(loop.size(1), 3);
  EXPECT_EQ(loop.stride(0, 1), 16);
  EXPECT_EQ(loop.stride(1, 1), 4);
  const Offsets expected = {{0, 0},   {4, 12},  {8, 24}, {12, 36}, {16, 4},  {20, 16},
                            {24, 28}, {28, 40}, {32, 8}, {36, 20}, {40, 32}, {44, 44}};
  EXPECT_EQ(visit_order(loop, reinterpret_cast<char*>(x.data()), reinterpret_cast<char*>(y.data())), expected);
}

TEST(StridedLoop, ZeroStrideDoesNotDecideOrderNextOperandDoes) {
  // Operand 0 is broadcast along dim 0 (stride 0), so it cannot compare dims 0 and 1; operand 1's
  // strides (4, 8) put dim 0 innermost.
  std::array<float, 6> x{}, y{};
  const int64_t sizes[] = {2, 3};
  const int64_t a[] = {0, 4};
  const int64_t b[] = {4, 8};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(x.data()), reinterpret_cast<char*>(y.data())},
                            {IntArrayRef(a), IntArrayRef(b)});
  ASSERT_EQ(loop.dim(), 2);
  EXPECT_EQ(loop.size(0), 2);
  EXPECT_EQ(loop.stride(1, 0), 4);
  EXPECT_EQ(loop.size(1), 3);
}

TEST(StridedLoop, BroadcastOperandRepeatsRows) {
  // Output [2, 3] contiguous; input a row of 3 broadcast along dim 0 (stride 0 there).
  std::array<float, 6> out{};
  std::array<float, 3> row{};
  const int64_t sizes[] = {2, 3};
  const int64_t out_strides[] = {12, 4};
  const int64_t row_strides[] = {0, 4};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(row.data())},
                            {IntArrayRef(out_strides), IntArrayRef(row_strides)});
  ASSERT_EQ(loop.dim(), 2);  // 0 != 4 * 3: the rows cannot merge
  const Offsets expected = {{0, 0}, {4, 4}, {8, 8}, {12, 0}, {16, 4}, {20, 8}};
  EXPECT_EQ(visit_order(loop, reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(row.data())), expected);
}

TEST(StridedLoop, BroadcastInnerDimHasStrideZeroInChunk) {
  // Input is a column of 2 broadcast along dim 1: inside each chunk it is one element.
  std::array<float, 6> out{};
  std::array<float, 2> column{1.0f, 2.0f};
  const int64_t sizes[] = {2, 3};
  const int64_t out_strides[] = {12, 4};
  const int64_t column_strides[] = {4, 0};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(column.data())},
                            {IntArrayRef(out_strides), IntArrayRef(column_strides)});
  loop.run([](const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n) {
    EXPECT_EQ(s[1], 0);
    for (int64_t i = 0; i < n; ++i)
      *reinterpret_cast<float*>(p[0] + i * s[0]) = *reinterpret_cast<const float*>(p[1] + i * s[1]);
  });
  EXPECT_EQ(out, (std::array<float, 6>{1, 1, 1, 2, 2, 2}));
}

TEST(StridedLoop, SizeOneDimsAreDropped) {
  std::array<double, 5> x{};
  const int64_t sizes[] = {1, 5, 1};
  const int64_t strides[] = {999, 8, 123};  // strides of size-1 dims never matter
  const StridedLoop<1> loop(sizes, {reinterpret_cast<char*>(x.data())}, {IntArrayRef(strides)});
  ASSERT_EQ(loop.dim(), 1);
  EXPECT_EQ(loop.size(0), 5);
  EXPECT_EQ(loop.stride(0, 0), 8);
}

TEST(StridedLoop, ZeroDimVisitsOneElement) {
  double x = 0;
  const StridedLoop<1> loop(IntArrayRef(), {reinterpret_cast<char*>(&x)}, {IntArrayRef()});
  EXPECT_EQ(loop.dim(), 0);
  EXPECT_EQ(loop.numel(), 1);
  int calls = 0;
  loop.run([&](const std::array<char*, 1>& p, const std::array<int64_t, 1>&, int64_t n) {
    ++calls;
    EXPECT_EQ(n, 1);
    EXPECT_EQ(p[0], reinterpret_cast<char*>(&x));
  });
  EXPECT_EQ(calls, 1);
}

TEST(StridedLoop, EmptyShapeVisitsNothing) {
  double x = 0;
  const int64_t sizes[] = {3, 0, 4611686018427387904};  // a zero size wins over huge ones
  const int64_t strides[] = {8, 8, 8};
  const StridedLoop<1> loop(sizes, {reinterpret_cast<char*>(&x)}, {IntArrayRef(strides)});
  EXPECT_EQ(loop.numel(), 0);
  bool called = false;
  loop.run([&](const std::array<char*, 1>&, const std::array<int64_t, 1>&, int64_t) { called = true; });
  EXPECT_FALSE(called);
}

TEST(StridedLoop, NegativeStridesWalkBackwardAndStillMerge) {
  // A flipped [2, 3] view: element [0, 0] is the last float of the buffer, strides (-12, -4).
  std::array<float, 6> x{0, 1, 2, 3, 4, 5};
  const int64_t sizes[] = {2, 3};
  const int64_t strides[] = {-12, -4};
  char* last = reinterpret_cast<char*>(x.data() + 5);
  const StridedLoop<1> loop(sizes, {last}, {IntArrayRef(strides)});
  ASSERT_EQ(loop.dim(), 1);
  EXPECT_EQ(loop.stride(0, 0), -4);
  std::vector<float> seen;
  loop.run([&](const std::array<char*, 1>& p, const std::array<int64_t, 1>& s, int64_t n) {
    for (int64_t i = 0; i < n; ++i) seen.push_back(*reinterpret_cast<const float*>(p[0] + i * s[0]));
  });
  EXPECT_EQ(seen, (std::vector<float>{5, 4, 3, 2, 1, 0}));
}

TEST(StridedLoop, ThreeDimsMergeOnlyWhereEveryOperandAllows) {
  // Operand 0 contiguous [2, 3, 4]; operand 1 the same shape inside a [2, 3, 5] buffer (rows padded
  // by one float). Dims 1 and 2 cannot merge for operand 1 (20 != 4 * 4); dims 0 and 1 can (60 == 20 * 3).
  std::array<float, 24> x{};
  std::array<float, 30> y{};
  const int64_t sizes[] = {2, 3, 4};
  const int64_t a[] = {48, 16, 4};
  const int64_t b[] = {60, 20, 4};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(x.data()), reinterpret_cast<char*>(y.data())},
                            {IntArrayRef(a), IntArrayRef(b)});
  ASSERT_EQ(loop.dim(), 2);
  EXPECT_EQ(loop.size(0), 4);
  EXPECT_EQ(loop.size(1), 6);
  EXPECT_EQ(loop.stride(0, 1), 16);
  EXPECT_EQ(loop.stride(1, 1), 20);
}

TEST(StridedLoop, RangesPartitionTheFullWalk) {
  // A walk that cannot coalesce (operand 1 transposed), cut at every pair of points: each range
  // must see exactly its slice of the full order, in chunks that never cross the range's end.
  std::array<float, 12> x{}, y{};
  const int64_t sizes[] = {3, 4};
  const int64_t a[] = {16, 4};
  const int64_t b[] = {4, 12};
  char* xa = reinterpret_cast<char*>(x.data());
  char* yb = reinterpret_cast<char*>(y.data());
  const StridedLoop<2> loop(sizes, {xa, yb}, {IntArrayRef(a), IntArrayRef(b)});
  const Offsets full = visit_order(loop, xa, yb);
  ASSERT_EQ(full.size(), 12u);
  for (int64_t begin = 0; begin <= 12; ++begin) {
    for (int64_t end = begin; end <= 12; ++end) {
      const Offsets part = visit_order(loop, xa, yb, begin, end);
      const Offsets expected(full.begin() + begin, full.begin() + end);
      EXPECT_EQ(part, expected) << "range [" << begin << ", " << end << ")";
    }
  }
}

TEST(StridedLoop, KernelCopiesTransposedInput) {
  // out[i][j] = in[j][i] for a [2, 3] out and a [3, 2] in, through the kernel interface.
  std::array<int32_t, 6> in{0, 1, 2, 3, 4, 5};  // [[0, 1], [2, 3], [4, 5]]
  std::array<int32_t, 6> out{};
  const int64_t sizes[] = {2, 3};
  const int64_t out_strides[] = {12, 4};
  const int64_t in_strides[] = {4, 8};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(in.data())},
                            {IntArrayRef(out_strides), IntArrayRef(in_strides)});
  loop.run([](const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n) {
    for (int64_t i = 0; i < n; ++i)
      *reinterpret_cast<int32_t*>(p[0] + i * s[0]) = *reinterpret_cast<const int32_t*>(p[1] + i * s[1]);
  });
  EXPECT_EQ(out, (std::array<int32_t, 6>{0, 2, 4, 1, 3, 5}));
}

TEST(StridedLoop, TiledWalkOfTransposedOperandVisitsEachElementOnce) {
  // out [3, 70, 45] contiguous; in is a contiguous [3, 45, 70] buffer seen with its last two dims
  // swapped. Sizes are not multiples of the tile, and there is an outer dim of planes.
  constexpr int64_t P = 3, R = 70, C = 45;
  std::vector<int32_t> in(P * R * C), out(P * R * C, -1);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int32_t>(i);
  const int64_t sizes[] = {P, R, C};
  const int64_t out_strides[] = {R * C * 4, C * 4, 4};
  const int64_t in_strides[] = {R * C * 4, 4, R * 4};
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(in.data())},
                            {IntArrayRef(out_strides), IntArrayRef(in_strides)});
  std::vector<int> visits(out.size(), 0);
  loop.run([&](const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n) {
    for (int64_t i = 0; i < n; ++i) {
      auto* o = reinterpret_cast<int32_t*>(p[0] + i * s[0]);
      *o = *reinterpret_cast<const int32_t*>(p[1] + i * s[1]);
      ++visits[static_cast<size_t>(o - out.data())];
    }
  });
  EXPECT_EQ(visits, std::vector<int>(out.size(), 1));
  for (int64_t p = 0; p < P; ++p)
    for (int64_t r = 0; r < R; ++r)
      for (int64_t c = 0; c < C; ++c)
        ASSERT_EQ(out[static_cast<size_t>((p * R + r) * C + c)], in[static_cast<size_t>((p * C + c) * R + r)]);
}

// out [P, R, C] contiguous = a (a [P, C, R] buffer seen transposed) + b (contiguous) + c (a [C]
// row broadcast over the rows). a is copied tile by tile into a buffer, so every chunk sees a, b
// and out contiguous; c keeps its strides (not transposed). 45 or 70 columns and 70 or 150 rows
// leave edges past the whole 8x8 (4x4) register blocks of the buffer copy in both dims and past
// the 64 x 64 tiles; 3 columns (channels_last RGB, say) leave no whole register block at all.
template <class T>
void check_tiled_walk_buffers_transposed_inputs(int64_t P, int64_t R, int64_t C) {
  SCOPED_TRACE(testing::Message() << sizeof(T) << "-byte elements, [" << P << "," << R << "," << C << "]");
  constexpr int64_t kItem = sizeof(T);
  const auto numel = static_cast<size_t>(P * R * C);
  std::vector<T> a(numel), b(numel), c(static_cast<size_t>(C)), out(numel, -1);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = static_cast<T>(i);
    b[i] = static_cast<T>(10000 * i);
  }
  for (size_t i = 0; i < c.size(); ++i) c[i] = static_cast<T>(1000000000 * (i % 2));
  const int64_t sizes[] = {P, R, C};
  const int64_t contiguous[] = {R * C * kItem, C * kItem, kItem};
  const int64_t transposed[] = {R * C * kItem, kItem, R * kItem};
  const int64_t row[] = {0, 0, kItem};
  const StridedLoop<4> loop(
      sizes,
      {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(a.data()), reinterpret_cast<char*>(b.data()),
       reinterpret_cast<char*>(c.data())},
      {IntArrayRef(contiguous), IntArrayRef(transposed), IntArrayRef(contiguous), IntArrayRef(row)});
  ASSERT_TRUE(loop.tiled());
  // Only a moves faster along the rows (dim 1) than along out's fast dim; c does not move along them.
  EXPECT_FALSE(loop.transposed(0));
  EXPECT_TRUE(loop.transposed(1));
  EXPECT_FALSE(loop.transposed(2));
  EXPECT_FALSE(loop.transposed(3));
  std::vector<int> visits(out.size(), 0);
  bool all_contiguous = true;
  loop.run_tiled(
      [&](const std::array<char*, 4>& p, const std::array<int64_t, 4>& s, int64_t n,
          const std::array<int64_t, 4>& row_strides, int64_t count) {
        all_contiguous = all_contiguous && s == std::array<int64_t, 4>{kItem, kItem, kItem, kItem};
        for (int64_t r = 0; r < count; ++r)
          for (int64_t i = 0; i < n; ++i) {
            auto at = [&](size_t k) { return p[k] + r * row_strides[k] + i * s[k]; };
            auto* o = reinterpret_cast<T*>(at(0));
            *o = static_cast<T>(*reinterpret_cast<const T*>(at(1)) + *reinterpret_cast<const T*>(at(2)) +
                                *reinterpret_cast<const T*>(at(3)));
            ++visits[static_cast<size_t>(o - out.data())];
          }
      },
      0, loop.tile_tasks(), {0, kItem, kItem, kItem});
  EXPECT_TRUE(all_contiguous);
  EXPECT_EQ(visits, std::vector<int>(out.size(), 1));
  for (int64_t p = 0; p < P; ++p)
    for (int64_t r = 0; r < R; ++r)
      for (int64_t k = 0; k < C; ++k) {
        const auto o = static_cast<size_t>((p * R + r) * C + k);
        ASSERT_EQ(out[o],
                  static_cast<T>(a[static_cast<size_t>((p * C + k) * R + r)] + b[o] + c[static_cast<size_t>(k)]))
            << p << " " << r << " " << k;
      }
}

TEST(StridedLoop, TiledWalkBuffersTransposedInputsIntoContiguousChunks) {
  for (const auto& [P, R, C] : {std::array<int64_t, 3>{2, 70, 45}, {2, 150, 70}, {1, 200, 3}}) {
    check_tiled_walk_buffers_transposed_inputs<int64_t>(P, R, C);  // 4x4 register blocks
    check_tiled_walk_buffers_transposed_inputs<int32_t>(P, R, C);  // 8x8 register blocks
    check_tiled_walk_buffers_transposed_inputs<int16_t>(P, R, C);  // element by element
  }
}

// run_rows over every [begin, end) split of a [3, 4, 5] walk with a broadcast operand: each
// element once, whole rows batched (count > 1 only from a row start), partial rows alone.
TEST(StridedLoop, RunRowsVisitsEachElementOnceForEveryRange) {
  const int64_t sizes[] = {3, 4, 5};
  const int64_t contiguous[] = {80, 20, 4};
  const int64_t broadcast[] = {20, 0, 4};  // a [3, 1, 5] tensor expanded
  std::vector<float> out(60), b(15);
  const StridedLoop<2> loop(sizes, {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(b.data())},
                            {IntArrayRef(contiguous), IntArrayRef(broadcast)});
  ASSERT_EQ(loop.dim(), 3);
  for (int64_t begin = 0; begin <= 60; ++begin)
    for (int64_t end = begin; end <= 60; ++end) {
      std::vector<int> visits(60, 0);
      bool b_matches = true;
      loop.run_rows(
          [&](const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n,
              const std::array<int64_t, 2>& row_strides, int64_t count) {
            EXPECT_TRUE(count == 1 || n == 5);
            EXPECT_EQ(row_strides, (std::array<int64_t, 2>{20, 0}));
            for (int64_t r = 0; r < count; ++r)
              for (int64_t i = 0; i < n; ++i) {
                const auto o = reinterpret_cast<float*>(p[0] + r * row_strides[0] + i * s[0]) - out.data();
                const auto k = reinterpret_cast<float*>(p[1] + r * row_strides[1] + i * s[1]) - b.data();
                ++visits[static_cast<size_t>(o)];
                b_matches = b_matches && k == o / 20 * 5 + o % 5;
              }
          },
          begin, end);
      for (int64_t i = 0; i < 60; ++i)
        ASSERT_EQ(visits[static_cast<size_t>(i)], i >= begin && i < end ? 1 : 0) << begin << " " << end << " " << i;
      ASSERT_TRUE(b_matches) << begin << " " << end;
    }
}

}  // namespace
}  // namespace opforge
