// Replays memory_format.yaml (recorded from PyTorch 1.13 by tools/make_golden.py):
// - strides: the strides torch.empty(shape, memory_format=f) gets for rank-4 and rank-5 shapes,
//   some with size-1 and size-0 dims, or the error for a format of the wrong rank;
// - layouts: for dense, permuted, sliced and expanded tensors, is_contiguous in each format,
//   whether they are non-overlapping and dense, the strides empty_like gives them, and the
//   strides of their suggested memory format (observed through upsample_nearest, which allocates
//   its output in input.suggest_memory_format(): 1.13 has no public suggest_memory_format).
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/factories.h"
#include "opforge/layout.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;

MemoryFormat format(const std::string& name) {
  if (name == "contiguous") return MemoryFormat::Contiguous;
  if (name == "channels_last") return MemoryFormat::ChannelsLast;
  if (name == "channels_last_3d") return MemoryFormat::ChannelsLast3d;
  throw std::invalid_argument("golden: unknown memory format " + name);
}

constexpr const char* kFormats[] = {"contiguous", "channels_last", "channels_last_3d"};

// ---- strides of each format ----------------------------------------------------------------

class FormatStrides : public testing::TestWithParam<YAML::Node> {};

TEST_P(FormatStrides, StridesForMemoryFormat) {
  const YAML::Node c = GetParam();
  const std::vector<int64_t> shape = golden::ints(c["shape"]);
  golden::expect_outcome(
      c["expect"], [&] { return strides_for_memory_format(shape, format(c["format"].as<std::string>())); },
      [&](const DimVector& got) { EXPECT_EQ(golden::to_vector(got), golden::ints(c["expect"]["strides"])); });
}

TEST_P(FormatStrides, EmptyWithMemoryFormat) {
  const YAML::Node c = GetParam();
  const std::vector<int64_t> shape = golden::ints(c["shape"]);
  golden::expect_outcome(
      c["expect"],
      [&] { return opforge::empty(shape, TensorOptions().memory_format(format(c["format"].as<std::string>()))); },
      [&](const Tensor& t) {
        EXPECT_EQ(golden::to_vector(t.sizes()), shape);
        EXPECT_EQ(golden::to_vector(t.strides()), golden::ints(c["expect"]["strides"]));
      });
}

INSTANTIATE_TEST_SUITE_P(Golden, FormatStrides, testing::ValuesIn(golden::cases("memory_format.yaml", "strides")),
                         golden::CaseName());

// ---- contiguity, density and the suggested format of strided tensors -------------------------

class Layouts : public testing::TestWithParam<YAML::Node> {
 protected:
  std::vector<int64_t> shape() const { return golden::ints(GetParam()["shape"]); }
  std::vector<int64_t> strides() const { return golden::ints(GetParam()["strides"]); }
  // A tensor with the recorded sizes and strides.
  Tensor strided() const { return empty_strided(shape(), strides()); }
};

TEST_P(Layouts, IsContiguousIn) {
  for (const char* f : kFormats) {
    SCOPED_TRACE(f);
    EXPECT_EQ(is_contiguous_in(shape(), strides(), format(f)), GetParam()["is_contiguous"][f].as<bool>());
  }
}

TEST_P(Layouts, TensorIsContiguous) {
  const Tensor t = strided();
  for (const char* f : kFormats) {
    SCOPED_TRACE(f);
    EXPECT_EQ(t.is_contiguous(format(f)), GetParam()["is_contiguous"][f].as<bool>());
  }
}

TEST_P(Layouts, IsNonOverlappingAndDense) {
  EXPECT_EQ(is_non_overlapping_and_dense(shape(), strides()), GetParam()["non_overlapping_and_dense"].as<bool>());
}

TEST_P(Layouts, EmptyLikePreservesFormat) {
  const Tensor like = empty_like(strided());
  EXPECT_EQ(golden::to_vector(like.sizes()), shape());
  EXPECT_EQ(golden::to_vector(like.strides()), golden::ints(GetParam()["empty_like_strides"]));
}

INSTANTIATE_TEST_SUITE_P(Golden, Layouts, testing::ValuesIn(golden::cases("memory_format.yaml", "layouts")),
                         golden::CaseName());

// The layouts whose suggested format PyTorch 1.13 let us observe: upsample_nearest rejects inputs
// with a size-0 non-batch dim.
std::vector<YAML::Node> layouts_with_suggestion() {
  std::vector<YAML::Node> out;
  for (const YAML::Node& c : golden::cases("memory_format.yaml", "layouts"))
    if (c["suggest_strides"]) out.push_back(c);
  return out;
}

class SuggestedFormat : public Layouts {};

// Dense strides in the suggested format are what upsample_nearest gave its output.
TEST_P(SuggestedFormat, SuggestMemoryFormat) {
  const YAML::Node c = GetParam();
  const MemoryFormat suggested = suggest_memory_format(shape(), strides());
  EXPECT_EQ(golden::to_vector(strides_for_memory_format(shape(), suggested)), golden::ints(c["suggest_strides"]));
  if (c["suggest_memory_format"]) {
    EXPECT_EQ(suggested, format(c["suggest_memory_format"].as<std::string>()));
  }
  EXPECT_EQ(strided().suggest_memory_format(), suggested);
}

INSTANTIATE_TEST_SUITE_P(Golden, SuggestedFormat, testing::ValuesIn(layouts_with_suggestion()), golden::CaseName());

TEST(GoldenFiles, MemoryFormatCasesLoaded) {
  GOLDEN_EXPECT_CASES("memory_format.yaml", "strides", 60);
  GOLDEN_EXPECT_CASES("memory_format.yaml", "layouts", 150);
  EXPECT_GE(layouts_with_suggestion().size(), 100u);
}

}  // namespace
