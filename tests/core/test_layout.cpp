// torch.layout and torch.memory_format: names, the strides of each format, contiguity, density and
// suggest_memory_format. Expected strides are hand-derived (shown beside them) or observed in
// PyTorch 1.13 (torch.empty(..., memory_format=...).stride(), Tensor.is_contiguous(memory_format=)),
// as each comment says; suggest_memory_format cases were observed through empty_like of the same
// geometry with doubled strides, which PyTorch allocates in x.suggest_memory_format().
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "opforge/error.h"
#include "opforge/layout.h"

namespace opforge {
namespace {

using Shape = std::vector<int64_t>;

Shape strides_of(const Shape& sizes, MemoryFormat m) {
  const DimVector s = strides_for_memory_format(sizes, m);
  return Shape(s.begin(), s.end());
}

std::string stride_error(const Shape& sizes, MemoryFormat m) {
  try {
    strides_for_memory_format(sizes, m);
  } catch (const RuntimeError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected opforge::RuntimeError";
  return {};
}

bool contiguous(const Shape& sizes, const Shape& strides) {
  return is_contiguous_in(sizes, strides, MemoryFormat::Contiguous);
}
bool channels_last(const Shape& sizes, const Shape& strides) {
  return is_contiguous_in(sizes, strides, MemoryFormat::ChannelsLast);
}
bool channels_last_3d(const Shape& sizes, const Shape& strides) {
  return is_contiguous_in(sizes, strides, MemoryFormat::ChannelsLast3d);
}

// ---- names ------------------------------------------------------------------------------------

TEST(LayoutNames, PrintLikeTorch) {
  // observed in PyTorch 1.13: print(torch.strided), print(torch.channels_last), ... with "torch."
  // replaced by "opforge."
  EXPECT_EQ(fmt::format("{}", kStrided), "opforge.strided");
  EXPECT_EQ(fmt::format("{}", kSparseCoo), "opforge.sparse_coo");
  EXPECT_EQ(fmt::format("{}", MemoryFormat::Contiguous), "opforge.contiguous_format");
  EXPECT_EQ(fmt::format("{}", MemoryFormat::ChannelsLast), "opforge.channels_last");
  EXPECT_EQ(fmt::format("{}", MemoryFormat::ChannelsLast3d), "opforge.channels_last_3d");
  EXPECT_EQ(fmt::format("{}", MemoryFormat::Preserve), "opforge.preserve_format");
  EXPECT_EQ(to_string(Layout::Strided), "strided");
  EXPECT_EQ(to_string(MemoryFormat::ChannelsLast), "channels_last");
}

// ---- strides of each format -------------------------------------------------------------------

TEST(FormatStrides, SpecStridedExample) {
  // spec: x = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]); x.stride() -> (5, 1)
  EXPECT_EQ(strides_of({2, 5}, MemoryFormat::Contiguous), (Shape{5, 1}));
}

TEST(FormatStrides, ContiguousIsRowMajor) {
  // hand-derived: stride[d] = product of the sizes after d
  EXPECT_EQ(strides_of({2, 3, 4, 5}, MemoryFormat::Contiguous), (Shape{60, 20, 5, 1}));
  EXPECT_EQ(strides_of({2, 3, 4, 5, 6}, MemoryFormat::Contiguous), (Shape{360, 120, 30, 6, 1}));
  EXPECT_EQ(strides_of({7}, MemoryFormat::Contiguous), (Shape{1}));
  EXPECT_EQ(strides_of({}, MemoryFormat::Contiguous), (Shape{}));
  EXPECT_EQ(contiguous_strides(Shape{2, 3, 4, 5}), (DimVector{60, 20, 5, 1}));
}

TEST(FormatStrides, ContiguousTreatsZeroAndOneSizesAsOne) {
  // observed in PyTorch 1.13: torch.empty(2, 0, 3).stride() == torch.empty(2, 1, 3).stride()
  // == (3, 3, 1); torch.empty(0).stride() == (1,)
  EXPECT_EQ(strides_of({2, 0, 3}, MemoryFormat::Contiguous), (Shape{3, 3, 1}));
  EXPECT_EQ(strides_of({2, 1, 3}, MemoryFormat::Contiguous), (Shape{3, 3, 1}));
  EXPECT_EQ(strides_of({0}, MemoryFormat::Contiguous), (Shape{1}));
}

TEST(FormatStrides, ChannelsLastIsNhwc) {
  // hand-derived for N=2, C=3, H=4, W=5: C 1, W C=3, H W*C=15, N H*W*C=60
  const Shape s = strides_of({2, 3, 4, 5}, MemoryFormat::ChannelsLast);
  EXPECT_EQ(s, (Shape{60, 1, 15, 3}));
  // spec: "strides[0] > strides[2] > strides[3] > strides[1] == 1 aka NHWC order"
  EXPECT_GT(s[0], s[2]);
  EXPECT_GT(s[2], s[3]);
  EXPECT_GT(s[3], s[1]);
  EXPECT_EQ(s[1], 1);
}

TEST(FormatStrides, ChannelsLast3dIsNdhwc) {
  // hand-derived for N=2, C=3, D=4, H=5, W=6: C 1, W 3, H 6*3=18, D 5*18=90, N 4*90=360
  const Shape s = strides_of({2, 3, 4, 5, 6}, MemoryFormat::ChannelsLast3d);
  EXPECT_EQ(s, (Shape{360, 1, 90, 18, 3}));
  // spec: "strides[0] > strides[2] > strides[3] > strides[4] > strides[1] == 1 aka NDHWC order"
  EXPECT_GT(s[0], s[2]);
  EXPECT_GT(s[2], s[3]);
  EXPECT_GT(s[3], s[4]);
  EXPECT_GT(s[4], s[1]);
  EXPECT_EQ(s[1], 1);
}

TEST(FormatStrides, ChannelsLastUsesRawSizes) {
  // observed in PyTorch 1.13: torch.empty(shape, memory_format=torch.channels_last).stride()
  EXPECT_EQ(strides_of({2, 1, 4, 5}, MemoryFormat::ChannelsLast), (Shape{20, 1, 5, 1}));
  EXPECT_EQ(strides_of({2, 3, 1, 1}, MemoryFormat::ChannelsLast), (Shape{3, 1, 3, 3}));
  EXPECT_EQ(strides_of({2, 0, 3, 4}, MemoryFormat::ChannelsLast), (Shape{0, 1, 0, 0}));
  EXPECT_EQ(strides_of({2, 3, 0, 4}, MemoryFormat::ChannelsLast), (Shape{0, 1, 12, 3}));
  EXPECT_EQ(strides_of({2, 3, 4, 5, 0}, MemoryFormat::ChannelsLast3d), (Shape{0, 1, 0, 0, 3}));
}

TEST(FormatStrides, ChannelsLastNeedsRankFour) {
  // observed in PyTorch 1.13
  EXPECT_EQ(stride_error({2, 3, 4}, MemoryFormat::ChannelsLast), "required rank 4 tensor to use channels_last format");
  EXPECT_EQ(stride_error({2, 3, 4, 5, 6}, MemoryFormat::ChannelsLast),
            "required rank 4 tensor to use channels_last format");
}

TEST(FormatStrides, ChannelsLast3dNeedsRankFive) {
  // observed in PyTorch 1.13
  EXPECT_EQ(stride_error({2, 3, 4, 5}, MemoryFormat::ChannelsLast3d),
            "required rank 5 tensor to use channels_last_3d format");
  EXPECT_EQ(stride_error({2, 3, 4, 5, 6, 7}, MemoryFormat::ChannelsLast3d),
            "required rank 5 tensor to use channels_last_3d format");
}

TEST(FormatStrides, PreserveIsNotALayout) {
  // observed in PyTorch 1.13: torch.empty(2, 3, memory_format=torch.preserve_format)
  EXPECT_EQ(stride_error({2, 3}, MemoryFormat::Preserve), "unsupported memory format Preserve");
}

TEST(FormatStrides, OverflowIsAnError) {
  // Newest PyTorch's empty_tensor_restride check. 1.13 wraps instead: torch.empty(0, 2**40,
  // 2**40).stride() was observed as (0, 1099511627776, 1).
  const int64_t big = int64_t{1} << 40;
  EXPECT_EQ(stride_error({0, big, big}, MemoryFormat::Contiguous), "Stride calculation overflowed");
  EXPECT_EQ(stride_error({2, big, big, 1}, MemoryFormat::ChannelsLast), "Stride calculation overflowed");
}

TEST(FormatStrides, EachFormatsStridesAreContiguousInThatFormat) {
  // Cross-check of two independent paths: the strides a format produces pass that format's
  // contiguity test and are dense.
  for (const Shape& sizes : {Shape{2, 3, 4, 5}, Shape{1, 3, 1, 5}, Shape{2, 1, 4, 5}}) {
    for (MemoryFormat m : {MemoryFormat::Contiguous, MemoryFormat::ChannelsLast}) {
      const Shape strides = strides_of(sizes, m);
      EXPECT_TRUE(is_contiguous_in(sizes, strides, m));
      EXPECT_TRUE(is_non_overlapping_and_dense(sizes, strides));
    }
  }
  const Shape sizes5{2, 3, 4, 5, 6};
  const Shape strides5 = strides_of(sizes5, MemoryFormat::ChannelsLast3d);
  EXPECT_TRUE(channels_last_3d(sizes5, strides5));
  EXPECT_TRUE(is_non_overlapping_and_dense(sizes5, strides5));
}

// ---- contiguity (all observed in PyTorch 1.13 via is_contiguous(memory_format=...)) ----------

TEST(Contiguity, RowMajorAndNhwcAreDistinguished) {
  EXPECT_TRUE(contiguous({2, 3, 4, 5}, {60, 20, 5, 1}));
  EXPECT_FALSE(channels_last({2, 3, 4, 5}, {60, 20, 5, 1}));
  EXPECT_FALSE(contiguous({2, 3, 4, 5}, {60, 1, 15, 3}));
  EXPECT_TRUE(channels_last({2, 3, 4, 5}, {60, 1, 15, 3}));
  EXPECT_FALSE(channels_last_3d({2, 3, 4, 5}, {60, 1, 15, 3}));
}

TEST(Contiguity, SizeOneDimsMayHaveAnyStride) {
  EXPECT_TRUE(contiguous({5, 1, 4}, {4, 100, 1}));
  EXPECT_TRUE(contiguous({2, 1, 4, 5}, {20, 1, 5, 1}));
  EXPECT_TRUE(channels_last({2, 1, 4, 5}, {20, 1, 5, 1}));
  EXPECT_TRUE(contiguous({2, 1, 4, 5}, {20, 20, 5, 1}));
  EXPECT_TRUE(channels_last({2, 1, 4, 5}, {20, 20, 5, 1}));
  EXPECT_TRUE(contiguous({2, 3, 1, 1}, {3, 1, 3, 3}));
  EXPECT_TRUE(channels_last({2, 3, 1, 1}, {3, 1, 3, 3}));
}

TEST(Contiguity, EmptyTensorsAreRowMajorContiguousWhateverTheirStrides) {
  EXPECT_TRUE(contiguous({2, 0, 4, 5}, {0, 20, 5, 1}));
  EXPECT_TRUE(contiguous({0, 3, 4, 5}, {60, 1, 15, 3}));
  // hand-derived (compute_contiguous returns early when numel is 0)
  EXPECT_TRUE(contiguous({3, 0}, {7, 7}));
}

TEST(Contiguity, EmptyTensorsAreNotAutomaticallyChannelsLastContiguous) {
  EXPECT_FALSE(channels_last({0, 3, 4, 5}, {60, 20, 5, 1}));
  EXPECT_TRUE(channels_last({0, 3, 4, 5}, {60, 1, 15, 3}));
}

TEST(Contiguity, GapsAndExpansionsAreNotContiguous) {
  EXPECT_FALSE(contiguous({2, 3, 4, 5}, {60, 20, 5, 2}));
  EXPECT_FALSE(contiguous({3, 4}, {1, 3}));
  EXPECT_FALSE(contiguous({3, 4}, {8, 2}));
  EXPECT_FALSE(contiguous({3, 4}, {0, 1}));
  EXPECT_FALSE(contiguous({3}, {2}));
  EXPECT_FALSE(contiguous({2, 1, 1, 1}, {5, 5, 5, 5}));
}

TEST(Contiguity, ZeroDimTensorIsContiguous) {
  EXPECT_TRUE(contiguous({}, {}));
  EXPECT_FALSE(channels_last({}, {}));
}

TEST(Contiguity, ChannelsLastFormatsNeedTheirRank) {
  EXPECT_TRUE(channels_last_3d({2, 3, 4, 5, 6}, {360, 1, 90, 18, 3}));
  EXPECT_FALSE(contiguous({2, 3, 4, 5, 6}, {360, 1, 90, 18, 3}));
  EXPECT_FALSE(channels_last({2, 3, 4, 5, 6}, {360, 1, 90, 18, 3}));
  EXPECT_TRUE(channels_last_3d({2, 1, 4, 5, 6}, {120, 1, 30, 6, 1}));
  EXPECT_TRUE(contiguous({2, 1, 4, 5, 6}, {120, 1, 30, 6, 1}));
  // hand-derived: rank 3 is never channels-last (PyTorch leaves that case disabled)
  EXPECT_FALSE(channels_last({3, 4, 5}, {1, 15, 3}));
}

TEST(Contiguity, PreserveAsksTheRowMajorQuestion) {
  // observed in PyTorch 1.13: torch.empty(2, 3).is_contiguous(memory_format=torch.preserve_format)
  EXPECT_TRUE(is_contiguous_in(Shape{2, 3}, Shape{3, 1}, MemoryFormat::Preserve));
  // hand-derived from the same rule
  EXPECT_FALSE(is_contiguous_in(Shape{2, 3}, Shape{1, 2}, MemoryFormat::Preserve));
}

// ---- density (observed in PyTorch 1.13: empty_like keeps the strides exactly when dense) ------

TEST(Density, PermutationsOfDenseAreDense) {
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{3, 4}, Shape{1, 3}));
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{2, 3, 4, 5}, Shape{1, 2, 6, 24}));
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{2, 3, 4, 5}, Shape{60, 4, 1, 12}));
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{1, 4, 1, 3}, Shape{12, 1, 4, 4}));
}

TEST(Density, GapsAndOverlapsAreNotDense) {
  EXPECT_FALSE(is_non_overlapping_and_dense(Shape{3, 4}, Shape{8, 2}));
  EXPECT_FALSE(is_non_overlapping_and_dense(Shape{3}, Shape{2}));
  EXPECT_FALSE(is_non_overlapping_and_dense(Shape{3, 4}, Shape{0, 1}));
  EXPECT_FALSE(is_non_overlapping_and_dense(Shape{2, 1, 1, 1}, Shape{5, 5, 5, 5}));
  EXPECT_FALSE(is_non_overlapping_and_dense(Shape{2, 3, 4, 5}, Shape{120, 1, 30, 6}));
}

TEST(Density, ZeroDimEmptyAndSizeOneTensorsAreDense) {
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{}, Shape{}));
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{2, 0, 4, 5}, Shape{0, 20, 5, 1}));
  // hand-derived: a single element, and an empty tensor whose strides overlap
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{1}, Shape{9}));
  EXPECT_TRUE(is_non_overlapping_and_dense(Shape{0, 3}, Shape{5, 7}));
}

// ---- suggest_memory_format ---------------------------------------------------------------------

TEST(SuggestMemoryFormat, FollowsTheStrides) {
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5}, Shape{60, 20, 5, 1}), MemoryFormat::Contiguous);
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5}, Shape{60, 1, 15, 3}), MemoryFormat::ChannelsLast);
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5, 6}, Shape{360, 1, 90, 18, 3}), MemoryFormat::ChannelsLast3d);
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5, 6}, Shape{360, 120, 30, 6, 1}), MemoryFormat::Contiguous);
}

TEST(SuggestMemoryFormat, NonDenseChannelsLastViewsStayChannelsLast) {
  // a channels-last tensor sliced on W, and one sliced on C
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5}, Shape{120, 1, 30, 6}), MemoryFormat::ChannelsLast);
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5}, Shape{120, 2, 30, 6}), MemoryFormat::ChannelsLast);
}

TEST(SuggestMemoryFormat, SizeOneDimsKeepTheirStridesMeaning) {
  // Both contiguous and channels-last contiguous: the strides of the size-1 C decide.
  EXPECT_EQ(suggest_memory_format(Shape{2, 1, 4, 5}, Shape{20, 1, 5, 1}), MemoryFormat::ChannelsLast);
  EXPECT_EQ(suggest_memory_format(Shape{2, 1, 4, 5}, Shape{20, 20, 5, 1}), MemoryFormat::Contiguous);
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 1, 1}, Shape{3, 1, 3, 3}), MemoryFormat::ChannelsLast);
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 1, 1}, Shape{3, 1, 1, 1}), MemoryFormat::Contiguous);
  // N1H1-like: [N,C,1,W] with H stride C*W is channels-last, with H stride 1 it is not
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 1, 5}, Shape{15, 1, 15, 3}), MemoryFormat::ChannelsLast);
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 1, 5}, Shape{15, 1, 1, 3}), MemoryFormat::Contiguous);
}

TEST(SuggestMemoryFormat, AmbiguousGeometriesFallBackToContiguous) {
  // N111 (PyTorch's Note [Ambiguous is_channels_last_strides_xd])
  EXPECT_EQ(suggest_memory_format(Shape{2, 1, 1, 1}, Shape{1, 1, 1, 1}), MemoryFormat::Contiguous);
  EXPECT_EQ(suggest_memory_format(Shape{2, 1, 1, 1}, Shape{5, 5, 5, 5}), MemoryFormat::Contiguous);
  // a 1C1W tensor transposed to [1,W,1,C] is channels-last contiguous but not channels-last like
  EXPECT_TRUE(channels_last({1, 4, 1, 3}, {12, 1, 4, 4}));
  EXPECT_EQ(suggest_memory_format(Shape{1, 4, 1, 3}, Shape{12, 1, 4, 4}), MemoryFormat::Contiguous);
  // empty tensors
  EXPECT_EQ(suggest_memory_format(Shape{0, 3, 4, 5}, Shape{60, 1, 15, 3}), MemoryFormat::Contiguous);
  // an expanded batch
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5}, Shape{0, 1, 15, 3}), MemoryFormat::Contiguous);
}

TEST(SuggestMemoryFormat, ZeroChannelStrideIsContiguous) {
  // hand-derived: is_channels_last_strides_2d_s4 refuses a zero C stride before anything else
  EXPECT_EQ(suggest_memory_format(Shape{2, 3, 4, 5}, Shape{60, 0, 15, 3}), MemoryFormat::Contiguous);
}

TEST(SuggestMemoryFormat, OnlyRanksFourAndFiveCanBeChannelsLast) {
  // hand-derived: PyTorch leaves the rank-3 and rank-4 variants of the 2d/3d tests disabled
  EXPECT_EQ(suggest_memory_format(Shape{3, 4, 5}, Shape{1, 15, 3}), MemoryFormat::Contiguous);
  EXPECT_EQ(suggest_memory_format(Shape{}, Shape{}), MemoryFormat::Contiguous);
}

}  // namespace
}  // namespace opforge
