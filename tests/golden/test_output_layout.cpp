// Replays output_layout.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): for a dense
// rank-4 tensor x laid out in every order of its dims, with and without size-1 dims, the strides
// of empty_like(x), x.clone(), x.contiguous(), x + 1, x + x, x + c and c + x with c contiguous, and
// x.flip({0, 2}) (a structured op whose result is laid out as self: empty_like's rule).
// The elementwise results are TensorIterator's layout rule (src/iteration/elementwise.cpp,
// allocated_output_strides), whose size-1 dims and wrapped numbers a plain sort by stride gets
// wrong: x = empty({2, 1, 4, 5}, channels_last) gives x + 1 the strides [20, 1, 5, 1] and x + x
// [20, 20, 5, 1].
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/factories.h"
#include "opforge/ops/add.h"
#include "opforge/ops/flip.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;

class OutputLayout : public testing::TestWithParam<YAML::Node> {
 protected:
  // x: a dense tensor of the recorded shape whose dims are laid out in the recorded order.
  Tensor x() const {
    const std::vector<int64_t> shape = golden::ints(GetParam()["shape"]);
    const std::vector<int64_t> order = golden::ints(GetParam()["order"]);
    std::vector<int64_t> permuted_sizes;
    for (int64_t d : order) permuted_sizes.push_back(shape[static_cast<size_t>(d)]);
    std::vector<int64_t> inverse(order.size(), 0);
    for (size_t i = 0; i < order.size(); ++i) inverse[static_cast<size_t>(order[i])] = static_cast<int64_t>(i);
    const Tensor t = opforge::empty(permuted_sizes).permute(IntArrayRef(inverse));
    EXPECT_EQ(golden::to_vector(t.strides()), golden::ints(GetParam()["strides"]));
    return t;
  }
  Tensor c() const { return opforge::empty(golden::ints(GetParam()["shape"])); }
  void expect_strides(const char* result, const Tensor& t) const {
    SCOPED_TRACE(result);
    EXPECT_EQ(golden::to_vector(t.strides()), golden::ints(GetParam()["results"][result]));
  }
};

TEST_P(OutputLayout, EmptyLikeCloneContiguous) {
  const Tensor t = x();
  expect_strides("empty_like", empty_like(t));
  expect_strides("clone", t.clone());
  expect_strides("contiguous", t.contiguous());
}

TEST_P(OutputLayout, Elementwise) {
  const Tensor t = x();
  const Tensor dense = c();
  expect_strides("add_number", opforge::add(t, 1));
  expect_strides("add_self", opforge::add(t, t));
  expect_strides("add_contiguous", opforge::add(t, dense));
  expect_strides("contiguous_add", opforge::add(dense, t));
}

TEST_P(OutputLayout, LaidOutAsSelf) {
  const int64_t dims[] = {0, 2};
  expect_strides("flip", x().flip(dims));
}

INSTANTIATE_TEST_SUITE_P(Golden, OutputLayout, testing::ValuesIn(golden::cases("output_layout.yaml", "cases")),
                         golden::CaseName());

}  // namespace
