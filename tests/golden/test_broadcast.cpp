// Replays broadcast.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): for 360 shape pairs
// (the examples of pytorch.org/docs/stable/notes/broadcasting.html, then seeded random ranks 0..5 with sizes 0..5) the
// broadcast shape of a binary op (infer_size), torch.broadcast_shapes, the in-place check of
// a.add_(b) and empty(a).expand(b); then expand with -1 sizes.
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/broadcast.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;

void expect_shape(const YAML::Node& expect, IntArrayRef got) {
  EXPECT_EQ(golden::to_vector(got), golden::ints(expect["shape"]));
}

class BroadcastPair : public testing::TestWithParam<YAML::Node> {
 protected:
  std::vector<int64_t> a() const { return golden::ints(GetParam()["a"]); }
  std::vector<int64_t> b() const { return golden::ints(GetParam()["b"]); }
};

TEST_P(BroadcastPair, InferSize) {
  const YAML::Node& expect = GetParam()["infer_size"];
  golden::expect_outcome(
      expect, [&] { return infer_size(a(), b()); }, [&](const DimVector& got) { expect_shape(expect, got); });
}

TEST_P(BroadcastPair, BroadcastShapes) {
  const YAML::Node& expect = GetParam()["broadcast_shapes"];
  const std::vector<int64_t> sa = a();
  const std::vector<int64_t> sb = b();
  golden::expect_outcome(
      expect,
      [&] {
        return broadcast_shapes({IntArrayRef(sa), IntArrayRef(sb)});
      },
      [&](const DimVector& got) { expect_shape(expect, got); });
}

// a.add_(b): the operands broadcast together (infer_size's error when they cannot), and the result
// must keep a's shape.
TEST_P(BroadcastPair, InplaceCheck) {
  const YAML::Node& expect = GetParam()["inplace"];
  const std::vector<int64_t> sa = a();
  golden::expect_outcome(
      expect,
      [&] {
        const DimVector shape = infer_size(sa, b());
        check_inplace_broadcast(sa, shape);
        return shape;
      },
      [&](const DimVector& got) { expect_shape(expect, got); });
}

TEST_P(BroadcastPair, Expand) {
  const YAML::Node& expect = GetParam()["expand"];
  const std::vector<int64_t> sb = b();
  golden::expect_outcome(
      expect, [&] { return opforge::empty(a()).expand(sb); },
      [&](const Tensor& got) { expect_shape(expect, got.sizes()); });
}

// Without -1 sizes, expand succeeds exactly when the shape is expandable to the target.
TEST_P(BroadcastPair, IsExpandableToAgreesWithExpand) {
  const bool expand_ok = !GetParam()["expand"]["error"];
  EXPECT_EQ(is_expandable_to(a(), b()), expand_ok);
}

INSTANTIATE_TEST_SUITE_P(Golden, BroadcastPair, testing::ValuesIn(golden::cases("broadcast.yaml", "pairs")),
                         golden::CaseName());

class ExpandSizes : public testing::TestWithParam<YAML::Node> {};

TEST_P(ExpandSizes, MatchesPyTorch) {
  const YAML::Node c = GetParam();
  const std::vector<int64_t> sizes = golden::ints(c["sizes"]);
  golden::expect_outcome(
      c["expect"], [&] { return opforge::empty(golden::ints(c["a"])).expand(sizes); },
      [&](const Tensor& got) { expect_shape(c["expect"], got.sizes()); });
}

INSTANTIATE_TEST_SUITE_P(Golden, ExpandSizes, testing::ValuesIn(golden::cases("broadcast.yaml", "expand")),
                         golden::CaseName());

TEST(GoldenFiles, BroadcastCasesLoaded) {
  GOLDEN_EXPECT_CASES("broadcast.yaml", "pairs", 300);
  GOLDEN_EXPECT_CASES("broadcast.yaml", "expand", 10);
}

}  // namespace
