// Broadcasting semantics: every example of pytorch.org/docs/stable/notes/broadcasting.html, zero-size dims, and hand-derived
// cases of infer_size, broadcast_shapes, is_expandable_to and the in-place / out= shape checks.
// Messages marked "observed" were read from PyTorch 1.13.
#include <gtest/gtest.h>

#include "kernel_test_support.h"

#include <string>
#include <vector>

#include "opforge/broadcast.h"
#include "opforge/error.h"

namespace opforge {
namespace {

using Shape = std::vector<int64_t>;

Shape vec(const DimVector& v) { return Shape(v.begin(), v.end()); }
IntArrayRef ref(const Shape& s) { return IntArrayRef(s.data(), s.size()); }

Shape infer(const Shape& a, const Shape& b) { return vec(infer_size(ref(a), ref(b))); }
Shape bshapes(std::initializer_list<Shape> shapes) {
  std::vector<IntArrayRef> refs;
  for (const Shape& s : shapes) refs.push_back(ref(s));
  return vec(broadcast_shapes(std::span<const IntArrayRef>(refs)));
}

// Runs `f`, expecting exception type E with exactly `message`.
using test::expect_error;

// ---- pytorch.org/docs/stable/notes/broadcasting.html, "General semantics" -------------------------------------------

// ">>> x=torch.FloatTensor(5,7,3) / y=torch.FloatTensor(5,7,3) # same shapes are always broadcastable"
TEST(BroadcastSpec, SameShapesAreAlwaysBroadcastable) {
  EXPECT_EQ(infer({5, 7, 3}, {5, 7, 3}), (Shape{5, 7, 3}));
  EXPECT_TRUE(is_expandable_to(ref({5, 7, 3}), ref({5, 7, 3})));
}

// ">>> x=torch.FloatTensor() / y=torch.FloatTensor(2,2) # x and y are not broadcastable, because x
// does not have at least 1 dimension". torch.FloatTensor() is the 1-D empty tensor of shape [0]
// today, and that is why the pair still fails (0 against 2); the message was observed.
TEST(BroadcastSpec, EmptyFloatTensorAndTwoByTwoAreNotBroadcastable) {
  expect_error<RuntimeError>(
      [] {
        infer({0}, {2, 2});
      },
      "The size of tensor a (0) must match the size of tensor b (2) at non-singleton "
      "dimension 1");
}

// The "at least one dimension" rule of the spec predates zero-dim tensors: a zero-dim tensor
// broadcasts with any shape (tensor-attributes-2025 and PyTorch today).
TEST(BroadcastSpec, ZeroDimTensorBroadcastsWithAnything) {
  EXPECT_EQ(infer({}, {2, 2}), (Shape{2, 2}));
  EXPECT_EQ(infer({2, 2}, {}), (Shape{2, 2}));
  EXPECT_EQ(infer({}, {}), Shape{});
}

// ">>> x=torch.FloatTensor(5,1,4,1) / y=torch.FloatTensor(3,1,1) # x and y are broadcastable"
TEST(BroadcastSpec, FiveOneFourOneAndThreeOneOneAreBroadcastable) { EXPECT_NO_THROW(infer({5, 1, 4, 1}, {3, 1, 1})); }

// "# but: x=torch.FloatTensor(5,2,4,1) / y=torch.FloatTensor(3,1,1) # x and y are not
// broadcastable, because in the 3rd trailing dimension 2 != 3"
TEST(BroadcastSpec, ThirdTrailingDimensionTwoAgainstThreeIsNotBroadcastable) {
  EXPECT_THROW(infer({5, 2, 4, 1}, {3, 1, 1}), RuntimeError);
}

// "# can line up trailing dimensions to make reading easier ... (x+y).size() torch.Size([5, 3, 4, 1])"
TEST(BroadcastSpec, ResultingSizeIsMaxAlongEachDimension) {
  EXPECT_EQ(infer({5, 1, 4, 1}, {3, 1, 1}), (Shape{5, 3, 4, 1}));
}

// "# but not necessary: x=torch.FloatTensor(1) / y=torch.FloatTensor(3,1,7) ... torch.Size([3, 1, 7])"
TEST(BroadcastSpec, LiningUpIsNotNecessary) { EXPECT_EQ(infer({1}, {3, 1, 7}), (Shape{3, 1, 7})); }

// ">>> x=torch.FloatTensor(5,2,4,1) / y=torch.FloatTensor(3,1,1) / (x+y).size() RuntimeError: The
// size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
TEST(BroadcastSpec, MismatchErrorText) {
  expect_error<RuntimeError>(
      [] {
        infer({5, 2, 4, 1}, {3, 1, 1});
      },
      "The size of tensor a (2) must match the size of tensor b (3) at non-singleton "
      "dimension 1");
}

// ---- pytorch.org/docs/stable/notes/broadcasting.html, "In-place semantics" ------------------------------------------

// ">>> x=torch.FloatTensor(5,3,4,1) / y=torch.FloatTensor(3,1,1) / (x.add_(y)).size()
// torch.Size([5, 3, 4, 1])"
TEST(BroadcastSpec, InPlaceKeepsShapeWhenBroadcastDoesNotChangeIt) {
  const Shape x{5, 3, 4, 1};
  const DimVector b = infer_size(ref(x), ref({3, 1, 1}));
  EXPECT_NO_THROW(check_inplace_broadcast(ref(x), b));
  EXPECT_EQ(vec(b), x);
}

// ">>> x=torch.FloatTensor(1,3,1) / y=torch.FloatTensor(3,1,7) / (x.add_(y)).size()". The spec
// shows "RuntimeError: The expanded size of the tensor (1) must match the existing size (7) at
// non-singleton dimension 2.", the message of an older PyTorch; PyTorch 1.13 and later raise the
// TensorIterator message below (observed), which is what opforge follows.
TEST(BroadcastSpec, InPlaceMayNotChangeShape) {
  const Shape x{1, 3, 1};
  const DimVector b = infer_size(ref(x), ref({3, 1, 7}));
  EXPECT_EQ(vec(b), (Shape{3, 3, 7}));
  expect_error<RuntimeError>([&] { check_inplace_broadcast(ref(x), b); },
                             "output with shape [1, 3, 1] doesn't match the broadcast shape [3, 3, 7]");
}

// ---- infer_size: hand-derived cases ---------------------------------------------------------

TEST(InferSize, MissingLeadingDimsCountAsOne) {
  EXPECT_EQ(infer({3}, {2, 4, 3}), (Shape{2, 4, 3}));
  EXPECT_EQ(infer({2, 4, 3}, {3}), (Shape{2, 4, 3}));
  EXPECT_EQ(infer({4, 3}, {2, 4, 1, 3}), (Shape{2, 4, 4, 3}));
}

TEST(InferSize, OnesTakeTheOtherSize) {
  EXPECT_EQ(infer({1, 1}, {1, 1}), (Shape{1, 1}));
  EXPECT_EQ(infer({3, 1}, {1, 4}), (Shape{3, 4}));
  EXPECT_EQ(infer({1, 4}, {3, 1}), (Shape{3, 4}));
  EXPECT_EQ(infer({1}, {1, 1, 1}), (Shape{1, 1, 1}));
}

TEST(InferSize, ErrorNamesResultDimAndSizesInArgumentOrder) {
  // (2,3,4) with (2,1,5): trailing 4 against 5, which is result dim 2 (observed text).
  expect_error<RuntimeError>(
      [] {
        infer({2, 3, 4}, {2, 1, 5});
      },
      "The size of tensor a (4) must match the size of tensor b (5) at non-singleton "
      "dimension 2");
  expect_error<RuntimeError>(
      [] {
        infer({2, 1, 5}, {2, 3, 4});
      },
      "The size of tensor a (5) must match the size of tensor b (4) at non-singleton "
      "dimension 2");
  // With more result dims than b has, the dimension counts in the result: a (6,2,3) and b (4,3).
  expect_error<RuntimeError>(
      [] {
        infer({6, 2, 3}, {4, 3});
      },
      "The size of tensor a (2) must match the size of tensor b (4) at non-singleton "
      "dimension 1");
}

TEST(InferSize, ReportsTheTrailingMostMismatch) {
  // Both dims mismatch; the walk from the right finds dim 1 first.
  expect_error<RuntimeError>(
      [] {
        infer({2, 3}, {4, 5});
      },
      "The size of tensor a (3) must match the size of tensor b (5) at non-singleton "
      "dimension 1");
}

// ---- zero-size dims -------------------------------------------------------------------------

TEST(ZeroSizeDims, ZeroWithOneIsZero) {
  EXPECT_EQ(infer({0}, {1}), Shape{0});
  EXPECT_EQ(infer({1}, {0}), Shape{0});
  EXPECT_EQ(infer({0, 1}, {1, 0}), (Shape{0, 0}));  // observed: torch.Size([0, 0])
  EXPECT_EQ(infer({0}, {2, 1}), (Shape{2, 0}));
  EXPECT_EQ(infer({}, {0}), Shape{0});
}

TEST(ZeroSizeDims, ZeroWithZeroIsZero) { EXPECT_EQ(infer({0, 3}, {0, 3}), (Shape{0, 3})); }

TEST(ZeroSizeDims, ZeroWithThreeIsAMismatch) {
  // Observed: torch.zeros(0) + torch.zeros(3).
  expect_error<RuntimeError>([] { infer({0}, {3}); },
                             "The size of tensor a (0) must match the size of tensor b (3) at non-singleton "
                             "dimension 0");
  expect_error<RuntimeError>(
      [] {
        infer({2, 0}, {2, 3});
      },
      "The size of tensor a (0) must match the size of tensor b (3) at non-singleton "
      "dimension 1");
  EXPECT_THROW(bshapes({{0}, {3}}), RuntimeError);
  EXPECT_THROW(bshapes({{3}, {0}}), RuntimeError);
}

TEST(ZeroSizeDims, InPlaceOnEmptyTensor) {
  // torch.zeros(0).add_(torch.zeros(1)) keeps [0]; torch.zeros(1).add_(torch.zeros(0)) would need
  // self to grow to [0] (observed message).
  EXPECT_NO_THROW(check_inplace_broadcast(ref({0}), infer_size(ref({0}), ref({1}))));
  expect_error<RuntimeError>([] { check_inplace_broadcast(ref({1}), infer_size(ref({1}), ref({0}))); },
                             "output with shape [1] doesn't match the broadcast shape [0]");
}

TEST(ZeroSizeDims, ExpandableToZero) {
  EXPECT_TRUE(is_expandable_to(ref({1}), ref({0})));
  EXPECT_TRUE(is_expandable_to(ref({2, 1}), ref({2, 0})));
  EXPECT_FALSE(is_expandable_to(ref({3}), ref({0})));
  EXPECT_FALSE(is_expandable_to(ref({0}), ref({3})));
  EXPECT_TRUE(is_expandable_to(ref({0}), ref({4, 0})));
}

// ---- broadcast_shapes (torch.broadcast_shapes) --------------------------------------------------

TEST(BroadcastShapes, TwoShapesLikeInferSize) {
  EXPECT_EQ(bshapes({{5, 1, 4, 1}, {3, 1, 1}}), (Shape{5, 3, 4, 1}));
  EXPECT_EQ(bshapes({{1}, {3, 1, 7}}), (Shape{3, 1, 7}));
}

TEST(BroadcastShapes, ManyShapes) {
  // torch.broadcast_shapes((1, 2), (3, 1), (4, 1, 1)) -> torch.Size([4, 3, 2]) (observed).
  EXPECT_EQ(bshapes({{1, 2}, {3, 1}, {4, 1, 1}}), (Shape{4, 3, 2}));
  EXPECT_EQ(bshapes({{1}, {1, 1, 1}, {}}), (Shape{1, 1, 1}));
  EXPECT_EQ(bshapes({{2, 0, 1}, {1, 5}}), (Shape{2, 0, 5}));
}

TEST(BroadcastShapes, NoShapesAndZeroDimShapes) {
  EXPECT_EQ(bshapes({}), Shape{});
  EXPECT_EQ(bshapes({{}}), Shape{});
  EXPECT_EQ(bshapes({{2}, {}}), Shape{2});
}

TEST(BroadcastShapes, InitializerListOverloadAgreesWithSpan) {
  const Shape a{3, 1}, b{1, 4};
  EXPECT_EQ(vec(broadcast_shapes({ref(a), ref(b)})), (Shape{3, 4}));
}

TEST(BroadcastShapes, MismatchUsesTorchBroadcastShapesWording) {
  // Observed: torch.broadcast_shapes((5,2,4,1), (3,1,1)) and ((2,), (3,), (4,)).
  expect_error<RuntimeError>(
      [] {
        bshapes({{5, 2, 4, 1}, {3, 1, 1}});
      },
      "Shape mismatch: objects cannot be broadcast to a single shape");
  expect_error<RuntimeError>(
      [] {
        bshapes({{2}, {3}, {4}});
      },
      "Shape mismatch: objects cannot be broadcast to a single shape");
  expect_error<RuntimeError>(
      [] {
        bshapes({{0}, {2, 2}});
      },
      "Shape mismatch: objects cannot be broadcast to a single shape");
}

TEST(BroadcastShapes, NegativeSizeIsRejected) {
  // Observed: torch.broadcast_shapes((-1,), (3,)) and ((3,), (2, -1)).
  expect_error<RuntimeError>(
      [] {
        bshapes({{-1}, {3}});
      },
      "Trying to create tensor with negative dimension (-1): (-1)");
  expect_error<RuntimeError>(
      [] {
        bshapes({{3}, {2, -1}});
      },
      "Trying to create tensor with negative dimension (-1): (-1)");
}

// ---- is_expandable_to ---------------------------------------------------------------------------

TEST(IsExpandableTo, Cases) {
  EXPECT_TRUE(is_expandable_to(ref({3}), ref({2, 3})));
  EXPECT_TRUE(is_expandable_to(ref({}), ref({4, 2})));
  EXPECT_TRUE(is_expandable_to(ref({1, 3}), ref({5, 3})));
  EXPECT_TRUE(is_expandable_to(ref({3, 1, 1}), ref({5, 3, 4, 1})));
  EXPECT_FALSE(is_expandable_to(ref({2, 3}), ref({3})));  // more dims than the target
  EXPECT_FALSE(is_expandable_to(ref({3}), ref({4})));
  EXPECT_FALSE(is_expandable_to(ref({5, 3, 4, 1}), ref({3, 1, 1})));  // broadcastable, not expandable
  EXPECT_FALSE(is_expandable_to(ref({2, 1}), ref({1, 3})));
}

// ---- in-place and out= shape checks ----------------------------------------------------------------

TEST(InPlace, ZeroDimSelf) {
  // Observed: torch.zeros(()).add_(torch.zeros(2, 3)) and torch.zeros(()).add_(torch.zeros(1)).
  expect_error<RuntimeError>(
      [] {
        check_inplace_broadcast(ref({}), ref({2, 3}));
      },
      "output with shape [] doesn't match the broadcast shape [2, 3]");
  expect_error<RuntimeError>([] { check_inplace_broadcast(ref({}), ref({1})); },
                             "output with shape [] doesn't match the broadcast shape [1]");
  EXPECT_NO_THROW(check_inplace_broadcast(ref({}), ref({})));
  EXPECT_NO_THROW(check_inplace_broadcast(ref({1}), infer_size(ref({1}), ref({}))));
}

TEST(InPlace, OtherWithMoreDimsCannotGrowSelf) {
  // Observed: torch.zeros(3).add_(torch.zeros(2, 3)), also for torch.add(x, y, out=x).
  expect_error<RuntimeError>(
      [] {
        check_inplace_broadcast(ref({3}), infer_size(ref({3}), ref({2, 3})));
      },
      "output with shape [3] doesn't match the broadcast shape [2, 3]");
}

TEST(OutShape, EqualShapesAreKept) {
  EXPECT_EQ(check_out_shape(ref({2, 3}), ref({2, 3})), OutResize::kKeep);
  EXPECT_EQ(check_out_shape(ref({}), ref({})), OutResize::kKeep);
  EXPECT_EQ(check_out_shape(ref({0}), ref({0})), OutResize::kKeep);
}

TEST(OutShape, EmptyOutIsResizedSilently) {
  EXPECT_EQ(check_out_shape(ref({0}), ref({3})), OutResize::kResizeEmpty);
  EXPECT_EQ(check_out_shape(ref({2, 0}), ref({2, 3})), OutResize::kResizeEmpty);
}

TEST(OutShape, NonEmptyMismatchedOutIsResizedToo) {
  // PyTorch resizes with its deprecation warning: out shape [2] for a [3] result, and [3, 1] for [3].
  EXPECT_EQ(check_out_shape(ref({2}), ref({3})), OutResize::kResizeNonEmpty);
  EXPECT_EQ(check_out_shape(ref({3, 1}), ref({3})), OutResize::kResizeNonEmpty);
  EXPECT_EQ(check_out_shape(ref({}), ref({1})), OutResize::kResizeNonEmpty);
}

}  // namespace
}  // namespace opforge
