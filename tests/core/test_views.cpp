// View operations: geometry (sizes, strides, offset), storage sharing (a write through a view is
// read through the base), errors and name propagation. Expected geometries and texts marked
// "PyTorch 1.13" were observed by running the same call in PyTorch 1.13; element values are
// hand-derived from arange (x[i][j] == 3 * i + j for the 2x3 base).
#include <gtest/gtest.h>

#include "kernel_test_support.h"

#include <cstdint>
#include <string>
#include <vector>

#include "opforge/opforge.h"

namespace opforge {
namespace {

using V = std::vector<int64_t>;
using Names = std::vector<std::string>;

using test::expect_error;

V vec(IntArrayRef r) { return {r.begin(), r.end()}; }

// The int64 elements of t in row-major order, read by walking t's own strides from data_ptr.
V values(const Tensor& t) {
  V out;
  const int64_t* base = t.data_ptr<int64_t>();
  V idx(static_cast<size_t>(t.dim()), 0);
  for (int64_t n = 0; n < t.numel(); ++n) {
    int64_t off = 0;
    for (int64_t d = 0; d < t.dim(); ++d) off += idx[d] * t.stride(d);
    out.push_back(base[off]);
    for (int64_t d = t.dim() - 1; d >= 0; --d) {
      if (++idx[d] < t.size(d)) break;
      idx[d] = 0;
    }
  }
  return out;
}

// Writes v at multi-index idx of t (through t's strides).
void write_at(const Tensor& t, V idx, int64_t v) {
  int64_t off = 0;
  for (size_t d = 0; d < idx.size(); ++d) off += idx[d] * t.stride(static_cast<int64_t>(d));
  t.data_ptr<int64_t>()[off] = v;
}

bool shares_storage(const Tensor& a, const Tensor& b) { return a.impl()->storage().get() == b.impl()->storage().get(); }

Names names_of(const Tensor& t) {
  Names out;
  for (Dimname d : t.names()) out.emplace_back(d.name());
  return out;
}

Tensor named(Tensor t, std::initializer_list<Dimname> names) {
  t.impl()->set_names(DimnameList(names.begin(), names.size()));
  return t;
}

// x[i][j] == 3 * i + j, contiguous.
Tensor base_2x3() { return arange(6).view({2, 3}); }

const std::string kNamedSuffix =
    " is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, call "
    "the "
    "op with an unnamed tensor, and set names on the result of the operation.";

// ---- view ------------------------------------------------------------------------------------

TEST(View, SharesStorageAndWritesReachTheBase) {
  Tensor x = arange(6);
  Tensor v = x.view({2, 3});
  EXPECT_EQ(vec(v.sizes()), (V{2, 3}));
  EXPECT_EQ(vec(v.strides()), (V{3, 1}));
  EXPECT_EQ(v.storage_offset(), 0);
  EXPECT_EQ(v.dtype(), kLong);
  EXPECT_TRUE(shares_storage(v, x));
  EXPECT_FALSE(v.is_same(x));
  write_at(v, {1, 2}, 100);
  EXPECT_EQ(values(x), (V{0, 1, 2, 3, 4, 100}));
}

TEST(View, InfersMinusOne) {
  EXPECT_EQ(vec(arange(6).view({-1, 2}).sizes()), (V{3, 2}));
  EXPECT_EQ(vec(base_2x3().view({-1}).sizes()), (V{6}));
}

// PyTorch 1.13: x.view(2, 5), view(-1, -1), view(-1, 4), view(-2, 3), view(0, -1) with x of 6 elements.
TEST(View, ShapeErrors) {
  Tensor x = base_2x3();
  expect_error<RuntimeError>([&] { x.view({2, 5}); }, "shape '[2, 5]' is invalid for input of size 6");
  expect_error<RuntimeError>([&] { x.view({-1, -1}); }, "only one dimension can be inferred");
  expect_error<RuntimeError>([&] { x.view({-1, 4}); }, "shape '[-1, 4]' is invalid for input of size 6");
  expect_error<RuntimeError>([&] { x.view({-2, 3}); }, "invalid shape dimension -2");
  expect_error<RuntimeError>([&] { x.view({2, -3}); }, "invalid shape dimension -3");
  expect_error<RuntimeError>([&] { x.view({0, -1}); }, "shape '[0, -1]' is invalid for input of size 6");
}

// PyTorch 1.13: torch.empty(0, 3).view(-1, 0).
TEST(View, InferringFromZeroElementsIsAmbiguous) {
  expect_error<RuntimeError>(
      [] {
        empty({0, 3}).view({-1, 0});
      },
      "cannot reshape tensor of 0 elements into shape [-1, 0] because the unspecified "
      "dimension size -1 can be any value and is ambiguous");
}

// PyTorch 1.13: x.t().view(-1).
TEST(View, TransposedTensorCannotBeFlattened) {
  expect_error<RuntimeError>([] { base_2x3().t().view({-1}); },
                             "view size is not compatible with input tensor's size and stride (at least one "
                             "dimension spans across two contiguous subspaces). Use .reshape(...) instead.");
}

// PyTorch 1.13: torch.zeros(4, 6)[:, :4].view(2, 2, 4) has strides (12, 6, 1), view(4, 2, 2) has
// (6, 2, 1), view(16) fails.
TEST(View, SlicedRowsCanBeSplitButNotMerged) {
  Tensor rows = arange(24).view({4, 6}).narrow(1, 0, 4);
  Tensor a = rows.view({2, 2, 4});
  EXPECT_EQ(vec(a.strides()), (V{12, 6, 1}));
  // a[1][1][2] is rows[3][2] == 6 * 3 + 2.
  EXPECT_EQ(a.select(0, 1).select(0, 1).select(0, 2).item<int64_t>(), 20);
  EXPECT_EQ(vec(rows.view({4, 2, 2}).strides()), (V{6, 2, 1}));
  EXPECT_THROW(rows.view({16}), RuntimeError);
}

// PyTorch 1.13: torch.zeros(4, 1, 6).transpose(0, 2).view(6, 4) has strides (1, 6).
TEST(View, SizeOneDimsDoNotBreakChunks) {
  Tensor v = arange(24).view({4, 1, 6}).transpose(0, 2).view({6, 4});
  EXPECT_EQ(vec(v.strides()), (V{1, 6}));
  // v[5][3] is base[3][0][5] == 6 * 3 + 5.
  EXPECT_EQ(v.select(0, 5).select(0, 3).item<int64_t>(), 23);
}

// PyTorch 1.13: torch.empty(0, 3).view(2, -1) is (2, 0) with strides (1, 1); view(-1) is (0,).
TEST(View, EmptyTensor) {
  Tensor v = empty({0, 3}).view({2, -1});
  EXPECT_EQ(vec(v.sizes()), (V{2, 0}));
  EXPECT_EQ(vec(v.strides()), (V{1, 1}));
  EXPECT_EQ(vec(empty({0, 3}).view({-1}).sizes()), (V{0}));
}

// PyTorch 1.13: torch.tensor(1.).view(1), torch.zeros(1, 1).view([]), torch.zeros(2).view([]).
TEST(View, ZeroDim) {
  Tensor one = tensor(7).view({1});
  EXPECT_EQ(vec(one.sizes()), (V{1}));
  EXPECT_EQ(vec(one.strides()), (V{1}));
  EXPECT_EQ(one.item<int64_t>(), 7);
  EXPECT_EQ(empty({1, 1}).view(IntArrayRef()).dim(), 0);
  expect_error<RuntimeError>([] { empty({2}).view(IntArrayRef()); }, "shape '[]' is invalid for input of size 2");
}

// PyTorch 1.13: torch.zeros(2, 3, names=('N', 'C')).view(6).
TEST(View, NamedTensorIsRejected) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  expect_error<RuntimeError>([&] { x.view({6}); }, "aten::view" + kNamedSuffix);
}

// tensor-attributes: shell dtypes support view and reshape.
TEST(View, ShellDtypeKeepsItsDtype) {
  Tensor v = empty({2, 3}, kFloat8_e4m3fn).view({3, 2});
  EXPECT_EQ(v.dtype(), kFloat8_e4m3fn);
  EXPECT_EQ(vec(v.strides()), (V{2, 1}));
}

// ---- reshape ---------------------------------------------------------------------------------

TEST(Reshape, IsAViewWhenStridesAllow) {
  Tensor x = arange(6);
  Tensor r = x.reshape({3, -1});
  EXPECT_EQ(vec(r.sizes()), (V{3, 2}));
  EXPECT_EQ(vec(r.strides()), (V{2, 1}));
  EXPECT_TRUE(shares_storage(r, x));
}

TEST(Reshape, CopiesWhenStridesDoNotAllow) {
  Tensor xt = base_2x3().t();
  Tensor r = xt.reshape({6});
  EXPECT_FALSE(shares_storage(r, xt));
  EXPECT_TRUE(r.is_contiguous());
  EXPECT_EQ(values(r), (V{0, 3, 1, 4, 2, 5}));
}

// PyTorch 1.13: torch.zeros(4, 6)[:, :4].reshape(16) copies.
TEST(Reshape, SlicedRowsAreCopied) {
  Tensor rows = arange(12).view({3, 4}).narrow(1, 1, 2);
  Tensor r = rows.reshape({6});
  EXPECT_FALSE(shares_storage(r, rows));
  EXPECT_EQ(values(r), (V{1, 2, 5, 6, 9, 10}));
}

TEST(Reshape, ShapeErrors) {
  Tensor x = base_2x3();
  expect_error<RuntimeError>([&] { x.reshape({4}); }, "shape '[4]' is invalid for input of size 6");
  expect_error<RuntimeError>([&] { x.reshape({-1, -1}); }, "only one dimension can be inferred");
}

// PyTorch 1.13 names the op it reaches: _reshape_alias for a view, _unsafe_view after a copy.
TEST(Reshape, NamedTensorIsRejected) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  expect_error<RuntimeError>([&] { x.reshape({6}); }, "aten::_reshape_alias" + kNamedSuffix);
  expect_error<RuntimeError>([&] { x.t().reshape({6}); }, "aten::_unsafe_view" + kNamedSuffix);
}

// ---- transpose and t -------------------------------------------------------------------------

TEST(Transpose, SwapsSizesAndStrides) {
  Tensor x = base_2x3();
  Tensor y = x.transpose(0, 1);
  EXPECT_EQ(vec(y.sizes()), (V{3, 2}));
  EXPECT_EQ(vec(y.strides()), (V{1, 3}));
  EXPECT_TRUE(shares_storage(x, y));
  EXPECT_EQ(values(y), (V{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(vec(x.transpose(-1, -2).strides()), (V{1, 3}));
}

TEST(Transpose, KeepsTheOffset) {
  Tensor y = base_2x3().narrow(1, 1, 2).t();
  EXPECT_EQ(y.storage_offset(), 1);
  EXPECT_EQ(values(y), (V{1, 4, 2, 5}));
}

TEST(Transpose, WriteThroughTransposeReachesTheBase) {
  Tensor x = base_2x3();
  write_at(x.transpose(0, 1), {2, 0}, -1);  // x[0][2]
  EXPECT_EQ(values(x), (V{0, 1, -1, 3, 4, 5}));
}

// PyTorch 1.13: transpose(0, 0) is a new view.
TEST(Transpose, SameDimIsANewView) {
  Tensor x = base_2x3();
  Tensor y = x.transpose(1, 1);
  EXPECT_FALSE(y.is_same(x));
  EXPECT_EQ(vec(y.strides()), (V{3, 1}));
}

TEST(Transpose, ZeroDim) { EXPECT_EQ(tensor(3).transpose(0, -1).item<int64_t>(), 3); }

TEST(Transpose, DimOutOfRange) {
  expect_error<IndexError>([] { base_2x3().transpose(0, 2); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
}

// name-inference: x.transpose('N', 'C').names == ('C', 'N').
TEST(Transpose, PermutesNames) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  Tensor y = x.transpose("N", "C");
  EXPECT_EQ(names_of(y), (Names{"C", "N"}));
  EXPECT_EQ(vec(y.sizes()), (V{3, 2}));
  EXPECT_EQ(names_of(x), (Names{"N", "C"}));
}

TEST(T, TransposesMatrices) {
  Tensor y = base_2x3().t();
  EXPECT_EQ(vec(y.sizes()), (V{3, 2}));
  EXPECT_EQ(vec(y.strides()), (V{1, 3}));
}

// PyTorch 1.13: torch.zeros(3).t() and torch.tensor(1.).t() are views of the same geometry.
TEST(T, VectorsAndScalarsAreUnchanged) {
  Tensor v = arange(3).t();
  EXPECT_EQ(vec(v.sizes()), (V{3}));
  EXPECT_EQ(vec(v.strides()), (V{1}));
  EXPECT_EQ(tensor(5).t().dim(), 0);
}

// PyTorch 1.13: torch.zeros(2, 3, 4).t().
TEST(T, RejectsThreeDims) {
  expect_error<RuntimeError>([] { empty({2, 3, 4}).t(); }, "t() expects a tensor with <= 2 dimensions, but self is 3D");
}

// name-inference: t() permutes the names.
TEST(T, PermutesNames) {
  EXPECT_EQ(names_of(named(empty({2, 3}), {"N", None}).t()), (Names{"None", "N"}));
  EXPECT_EQ(names_of(named(empty({3}), {"N"}).t()), (Names{"N"}));
}

// ---- permute ---------------------------------------------------------------------------------

TEST(Permute, ReordersDims) {
  Tensor x = arange(24).view({2, 3, 4});
  Tensor y = x.permute({2, 0, 1});
  EXPECT_EQ(vec(y.sizes()), (V{4, 2, 3}));
  EXPECT_EQ(vec(y.strides()), (V{1, 12, 4}));
  EXPECT_TRUE(shares_storage(x, y));
  // y[3][1][2] is x[1][2][3] == 12 + 8 + 3.
  EXPECT_EQ(y.select(0, 3).select(0, 1).select(0, 2).item<int64_t>(), 23);
  EXPECT_EQ(vec(x.permute({-1, 0, 1}).strides()), (V{1, 12, 4}));
}

// name-inference: permuting dims permutes their names. (PyTorch 1.13 rejects permute on named
// tensors; opforge follows the permutes_dimensions rule, as transpose does.)
TEST(Permute, PermutesNames) {
  Tensor x = named(empty({2, 3, 4}), {"N", "C", "H"});
  Tensor y = x.permute({2, 0, 1});
  EXPECT_EQ(vec(y.sizes()), (V{4, 2, 3}));
  EXPECT_EQ(names_of(y), (Names{"H", "N", "C"}));
}

// PyTorch 1.13: x.permute(0, 1, 2) on a 2-D tensor; x.permute(0, 0); torch.zeros(4).permute([]).
TEST(Permute, Errors) {
  Tensor x = base_2x3();
  expect_error<RuntimeError>(
      [&] {
        x.permute({0, 1, 2});
      },
      "permute(sparse_coo): number of dimensions in the tensor input does not match the "
      "length of the desired ordering of dimensions i.e. input.dim() = 2 is not equal to "
      "len(dims) = 3");
  expect_error<RuntimeError>([&] { x.permute({0, 0}); }, "permute(): duplicate dims are not allowed.");
  expect_error<RuntimeError>([&] { x.permute({1, -1}); }, "permute(): duplicate dims are not allowed.");
  expect_error<IndexError>(
      [&] {
        x.permute({0, 2});
      },
      "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  expect_error<RuntimeError>([] { empty({4}).permute(IntArrayRef()); },
                             "permute(sparse_coo): number of dimensions in the tensor input does not match the "
                             "length of the desired ordering of dimensions i.e. input.dim() = 1 is not equal to "
                             "len(dims) = 0");
}

TEST(Permute, ZeroDim) { EXPECT_EQ(tensor(4).permute(IntArrayRef()).item<int64_t>(), 4); }

// Nine dims exceed DimVector's inline capacity.
TEST(Permute, ManyDims) {
  Tensor x = empty({1, 2, 1, 2, 1, 2, 1, 2, 3});
  Tensor y = x.permute({8, 7, 6, 5, 4, 3, 2, 1, 0});
  EXPECT_EQ(vec(y.sizes()), (V{3, 2, 1, 2, 1, 2, 1, 2, 1}));
  EXPECT_EQ(vec(y.strides()), (V{1, 3, 6, 6, 12, 12, 24, 24, 48}));
  EXPECT_EQ(vec(x.squeeze().sizes()), (V{2, 2, 2, 2, 3}));
}

// ---- expand ----------------------------------------------------------------------------------

// PyTorch 1.13: torch.zeros(1, 3, 1).expand(-1, 3, 7) and .expand(2, -1, 3, 7).
TEST(Expand, StretchesSizeOneDimsWithZeroStride) {
  Tensor x = empty({1, 3, 1});
  Tensor a = x.expand({-1, 3, 7});
  EXPECT_EQ(vec(a.sizes()), (V{1, 3, 7}));
  EXPECT_EQ(vec(a.strides()), (V{3, 1, 0}));
  Tensor b = x.expand({2, -1, 3, 7});
  EXPECT_EQ(vec(b.sizes()), (V{2, 1, 3, 7}));
  EXPECT_EQ(vec(b.strides()), (V{0, 3, 1, 0}));
  EXPECT_TRUE(shares_storage(x, b));
}

// PyTorch 1.13: x.expand(2, -1, 3) for x of shape (2, 3); torch.zeros(3).expand(-1).
TEST(Expand, NewLeadingDims) {
  Tensor a = base_2x3().expand({2, -1, 3});
  EXPECT_EQ(vec(a.sizes()), (V{2, 2, 3}));
  EXPECT_EQ(vec(a.strides()), (V{0, 3, 1}));
  EXPECT_EQ(vec(empty({3}).expand({-1}).strides()), (V{1}));
  // PyTorch 1.13: torch.zeros(3).expand(1, 2, 3).stride() == (0, 0, 1).
  EXPECT_EQ(vec(empty({3}).expand({1, 2, 3}).strides()), (V{0, 0, 1}));
}

// PyTorch 1.13: torch.zeros(3, 1).expand(3, 0) and .expand(0, 3, 0).
TEST(Expand, ToZeroSize) {
  Tensor a = empty({3, 1}).expand({3, 0});
  EXPECT_EQ(vec(a.sizes()), (V{3, 0}));
  EXPECT_EQ(vec(a.strides()), (V{1, 0}));
  Tensor b = empty({3, 1}).expand({0, 3, 0});
  EXPECT_EQ(vec(b.sizes()), (V{0, 3, 0}));
  EXPECT_EQ(vec(b.strides()), (V{0, 1, 0}));
}

// PyTorch 1.13: torch.tensor(1.).expand(4, 2) has strides (0, 0).
TEST(Expand, ZeroDim) {
  Tensor a = tensor(9).expand({4, 2});
  EXPECT_EQ(vec(a.strides()), (V{0, 0}));
  EXPECT_EQ(values(a), (V(8, 9)));
  EXPECT_EQ(tensor(9).expand(IntArrayRef()).dim(), 0);
}

TEST(Expand, AllCopiesAliasOneElement) {
  Tensor row = arange(3).view({1, 3});
  Tensor e = row.expand({2, 3});
  EXPECT_EQ(values(e), (V{0, 1, 2, 0, 1, 2}));
  write_at(e, {1, 1}, 50);
  EXPECT_EQ(values(e), (V{0, 50, 2, 0, 50, 2}));
  EXPECT_EQ(values(row), (V{0, 50, 2}));
}

TEST(Expand, ExpandAs) {
  Tensor other = empty({4, 2, 3});
  EXPECT_EQ(vec(base_2x3().expand_as(other).sizes()), (V{4, 2, 3}));
}

// PyTorch 1.13's texts; "torch.LongTensor" reads "opforge.LongTensor" here.
TEST(Expand, Errors) {
  expect_error<RuntimeError>([] { base_2x3().expand({3}); },
                             "expand(opforge.LongTensor{[2, 3]}, size=[3]): the number of sizes provided (1) must "
                             "be greater or equal to the number of dimensions in the tensor (2)");
  expect_error<RuntimeError>(
      [] {
        empty({1, 3, 1}).expand({3, 1, 7});
      },
      "The expanded size of the tensor (1) must match the existing size (3) at "
      "non-singleton dimension 1.  Target sizes: [3, 1, 7].  Tensor sizes: [1, 3, 1]");
  expect_error<RuntimeError>(
      [] {
        empty({1, 3, 1}).expand({-1, 1, 3, 7});
      },
      "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing "
      "dimension 0");
  expect_error<RuntimeError>(
      [] {
        empty({1, 3, 1}).expand({2, -2, 7});
      },
      "The expanded size of the tensor (-2) must match the existing size (3) at "
      "non-singleton dimension 1.  Target sizes: [2, -2, 7].  Tensor sizes: [1, 3, 1]");
  expect_error<RuntimeError>(
      [] {
        base_2x3().expand({2, 1, 3});
      },
      "The expanded size of the tensor (1) must match the existing size (2) at "
      "non-singleton dimension 1.  Target sizes: [2, 1, 3].  Tensor sizes: [2, 3]");
  expect_error<RuntimeError>([] { tensor(1.).expand({-1}); },
                             "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing "
                             "dimension 0");
}

TEST(Expand, FloatTypeNameInCountError) {
  expect_error<RuntimeError>(
      [] {
        empty({2, 3}, kFloat).expand(IntArrayRef());
      },
      "expand(opforge.FloatTensor{[2, 3]}, size=[]): the number of sizes provided (0) must "
      "be greater or equal to the number of dimensions in the tensor (2)");
}

// name-inference: expand keeps the input names; PyTorch 1.13 names new leading dims None.
TEST(Expand, KeepsNamesWithUnnamedLeadingDims) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  EXPECT_EQ(names_of(x.expand({4, 2, 3})), (Names{"None", "N", "C"}));
  EXPECT_EQ(names_of(x.expand({2, 3})), (Names{"N", "C"}));
}

// ---- squeeze and unsqueeze -------------------------------------------------------------------

TEST(Squeeze, RemovesAllSizeOneDims) {
  Tensor x = empty({2, 1, 3, 1});
  Tensor s = x.squeeze();
  EXPECT_EQ(vec(s.sizes()), (V{2, 3}));
  EXPECT_EQ(vec(s.strides()), (V{3, 1}));
  EXPECT_TRUE(shares_storage(x, s));
  EXPECT_EQ(empty({1, 1}).squeeze().dim(), 0);
}

// PyTorch 1.13: torch.zeros(3, 2)[:, :1].squeeze().stride() == (2,).
TEST(Squeeze, KeepsStridesOfSlicedTensor) {
  Tensor s = arange(6).view({3, 2}).narrow(1, 0, 1).squeeze();
  EXPECT_EQ(vec(s.strides()), (V{2}));
  EXPECT_EQ(values(s), (V{0, 2, 4}));
}

TEST(Squeeze, OneDim) {
  Tensor x = empty({2, 1, 3, 1});
  EXPECT_EQ(vec(x.squeeze(1).sizes()), (V{2, 3, 1}));
  EXPECT_EQ(vec(x.squeeze(-1).sizes()), (V{2, 1, 3}));
  Tensor same = x.squeeze(0);
  EXPECT_EQ(vec(same.sizes()), (V{2, 1, 3, 1}));
  EXPECT_FALSE(same.is_same(x));
  EXPECT_EQ(tensor(2).squeeze(0).item<int64_t>(), 2);
}

// PyTorch 1.13: x.squeeze(-3) for a 2-D x.
TEST(Squeeze, DimOutOfRange) {
  expect_error<IndexError>([] { base_2x3().squeeze(-3); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got -3)");
}

// name-inference: x.squeeze('N').names == ('C', 'H', 'W') for x named ('N', 'C', 'H', 'W').
TEST(Squeeze, RemovesTheDimsName) {
  Tensor x = named(empty({1, 3, 3, 3}), {"N", "C", "H", "W"});
  EXPECT_EQ(names_of(x.squeeze("N")), (Names{"C", "H", "W"}));
  EXPECT_EQ(names_of(x.squeeze()), (Names{"C", "H", "W"}));
  EXPECT_EQ(names_of(x.squeeze("C")), (Names{"N", "C", "H", "W"}));
}

// PyTorch 1.13: torch.zeros(3, 1).unsqueeze(2).stride() == (1, 1, 1); .unsqueeze(1) the same;
// torch.zeros(3, 2).unsqueeze(0).stride() == (6, 2, 1).
TEST(Unsqueeze, InsertsSizeOneDim) {
  EXPECT_EQ(vec(empty({3, 1}).unsqueeze(2).strides()), (V{1, 1, 1}));
  EXPECT_EQ(vec(empty({3, 1}).unsqueeze(1).strides()), (V{1, 1, 1}));
  Tensor x = empty({3, 2});
  Tensor u = x.unsqueeze(0);
  EXPECT_EQ(vec(u.sizes()), (V{1, 3, 2}));
  EXPECT_EQ(vec(u.strides()), (V{6, 2, 1}));
  EXPECT_TRUE(shares_storage(x, u));
  Tensor last = base_2x3().unsqueeze(-1);
  EXPECT_EQ(vec(last.sizes()), (V{2, 3, 1}));
  EXPECT_EQ(vec(last.strides()), (V{3, 1, 1}));
}

TEST(Unsqueeze, ZeroDim) {
  Tensor u = tensor(8).unsqueeze(0);
  EXPECT_EQ(vec(u.sizes()), (V{1}));
  EXPECT_EQ(vec(u.strides()), (V{1}));
  EXPECT_EQ(u.item<int64_t>(), 8);
}

// PyTorch 1.13: x.unsqueeze(3) for a 2-D x; torch.tensor(1).unsqueeze(-2).
TEST(Unsqueeze, DimOutOfRange) {
  expect_error<IndexError>([] { base_2x3().unsqueeze(3); },
                           "Dimension out of range (expected to be in range of [-3, 2], but got 3)");
  expect_error<IndexError>([] { tensor(1).unsqueeze(-2); },
                           "Dimension out of range (expected to be in range of [-1, 0], but got -2)");
}

// The inserted dim is unnamed. (PyTorch 1.13 rejects unsqueeze on named tensors; opforge names the
// new dim None so internal callers can unsqueeze any tensor.)
TEST(Unsqueeze, InsertsAnUnnamedDim) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  EXPECT_EQ(names_of(x.unsqueeze(1)), (Names{"N", "None", "C"}));
  EXPECT_EQ(names_of(x.unsqueeze(-1)), (Names{"N", "C", "None"}));
}

// ---- narrow and select -----------------------------------------------------------------------

TEST(Narrow, MovesTheOffset) {
  Tensor x = base_2x3();
  Tensor n = x.narrow(1, 1, 2);
  EXPECT_EQ(vec(n.sizes()), (V{2, 2}));
  EXPECT_EQ(vec(n.strides()), (V{3, 1}));
  EXPECT_EQ(n.storage_offset(), 1);
  EXPECT_EQ(values(n), (V{1, 2, 4, 5}));
  write_at(n, {1, 0}, 77);  // x[1][1]
  EXPECT_EQ(values(x), (V{0, 1, 2, 3, 77, 5}));
}

// PyTorch 1.13: x.narrow(1, -1, 1) has offset 2; x.narrow(1, 3, 0) is empty with offset 3.
TEST(Narrow, NegativeAndEndStart) {
  Tensor x = base_2x3();
  Tensor a = x.narrow(1, -1, 1);
  EXPECT_EQ(a.storage_offset(), 2);
  EXPECT_EQ(values(a), (V{2, 5}));
  Tensor b = x.narrow(1, 3, 0);
  EXPECT_EQ(vec(b.sizes()), (V{2, 0}));
  EXPECT_EQ(b.storage_offset(), 3);
}

// PyTorch 1.13 texts.
TEST(Narrow, Errors) {
  Tensor x = base_2x3();
  expect_error<RuntimeError>([&] { x.narrow(1, 1, 3); }, "start (1) + length (3) exceeds dimension size (3).");
  expect_error<RuntimeError>([&] { x.narrow(1, 1, -1); }, "start (1) + length (-1) exceeds dimension size (3).");
  expect_error<IndexError>([&] { x.narrow(1, -4, 1); },
                           "Dimension out of range (expected to be in range of [-3, 2], but got -4)");
  expect_error<IndexError>([&] { x.narrow(1, 4, 0); },
                           "Dimension out of range (expected to be in range of [-3, 2], but got 4)");
  expect_error<RuntimeError>([] { tensor(1).narrow(0, 0, 1); }, "narrow() cannot be applied to a 0-dim tensor.");
}

// name-inference: narrow keeps the input names.
TEST(Narrow, KeepsNames) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  Tensor n = x.narrow(1, 1, 2);
  EXPECT_EQ(names_of(n), (Names{"N", "C"}));
  EXPECT_EQ(vec(n.sizes()), (V{2, 2}));
}

TEST(Select, RemovesTheDim) {
  Tensor x = base_2x3();
  Tensor row = x.select(0, 1);
  EXPECT_EQ(vec(row.sizes()), (V{3}));
  EXPECT_EQ(vec(row.strides()), (V{1}));
  EXPECT_EQ(row.storage_offset(), 3);
  EXPECT_EQ(values(row), (V{3, 4, 5}));
  // PyTorch 1.13: x.select(1, -1) has strides (3,) and offset 2.
  Tensor col = x.select(1, -1);
  EXPECT_EQ(vec(col.strides()), (V{3}));
  EXPECT_EQ(col.storage_offset(), 2);
  EXPECT_EQ(values(col), (V{2, 5}));
  EXPECT_TRUE(shares_storage(x, col));
}

TEST(Select, WriteThroughSelectReachesTheBase) {
  Tensor x = base_2x3();
  write_at(x.select(1, 0), {1}, 30);  // x[1][0]
  EXPECT_EQ(values(x), (V{0, 1, 2, 30, 4, 5}));
}

// PyTorch 1.13 texts.
TEST(Select, Errors) {
  expect_error<IndexError>([] { empty({3}).select(0, 5); },
                           "select(): index 5 out of range for tensor of size [3] at dimension 0");
  expect_error<IndexError>([] { empty({3}).select(0, -4); },
                           "select(): index -4 out of range for tensor of size [3] at dimension 0");
  expect_error<IndexError>([] { base_2x3().select(-1, 5); },
                           "select(): index 5 out of range for tensor of size [2, 3] at dimension 1");
  expect_error<IndexError>(
      [] {
        empty({0, 3}).select(0, 0);
      },
      "select(): index 0 out of range for tensor of size [0, 3] at dimension 0");
  expect_error<IndexError>([] { tensor(1).select(0, 0); }, "select() cannot be applied to a 0-dim tensor.");
}

// name-inference: select removes the dim's name. PyTorch 1.13: n.select('C', 1) has strides (3,)
// and offset 1.
TEST(Select, RemovesTheDimsName) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  Tensor s = x.select("C", 1);
  EXPECT_EQ(names_of(s), (Names{"N"}));
  EXPECT_EQ(vec(s.strides()), (V{3}));
  EXPECT_EQ(s.storage_offset(), 1);
}

// ---- flatten ---------------------------------------------------------------------------------

TEST(Flatten, MergesDims) {
  Tensor x = arange(24).view({2, 3, 4});
  Tensor all = x.flatten();
  EXPECT_EQ(vec(all.sizes()), (V{24}));
  EXPECT_TRUE(shares_storage(x, all));
  Tensor inner = x.flatten(1, 2);
  EXPECT_EQ(vec(inner.sizes()), (V{2, 12}));
  EXPECT_EQ(vec(inner.strides()), (V{12, 1}));
  EXPECT_EQ(vec(x.flatten(0, -2).sizes()), (V{6, 4}));
}

// PyTorch returns self when there is nothing to merge.
TEST(Flatten, SingleDimReturnsSelf) {
  Tensor x = base_2x3();
  EXPECT_TRUE(x.flatten(1, 1).is_same(x));
}

TEST(Flatten, CopiesWhenNeeded) {
  Tensor xt = base_2x3().t();
  Tensor f = xt.flatten();
  EXPECT_FALSE(shares_storage(f, xt));
  EXPECT_EQ(values(f), (V{0, 3, 1, 4, 2, 5}));
}

// PyTorch 1.13: torch.tensor(1.).flatten() is (1,); flatten(0, 1) is out of range.
TEST(Flatten, ZeroDimBecomesOneElementVector) {
  Tensor f = tensor(6).flatten();
  EXPECT_EQ(vec(f.sizes()), (V{1}));
  EXPECT_EQ(vec(f.strides()), (V{1}));
  EXPECT_EQ(f.item<int64_t>(), 6);
  EXPECT_EQ(vec(tensor(6).flatten(-1, 0).sizes()), (V{1}));
  expect_error<IndexError>([] { tensor(6).flatten(0, 1); },
                           "Dimension out of range (expected to be in range of [-1, 0], but got 1)");
}

// PyTorch 1.13: x.flatten(1, 0).
TEST(Flatten, StartAfterEnd) {
  expect_error<RuntimeError>([] { base_2x3().flatten(1, 0); },
                             "flatten() has invalid args: start_dim cannot come after end_dim");
}

// PyTorch 1.13: flatten(1, 2, 'F') and flatten(['C', 'H'], 'F') give ('N', 'F') and strides (12, 1).
TEST(Flatten, NamedGivesTheOutDimName) {
  Tensor x = named(empty({2, 3, 4}), {"N", "C", "H"});
  Tensor a = x.flatten(1, 2, "F");
  EXPECT_EQ(vec(a.sizes()), (V{2, 12}));
  EXPECT_EQ(vec(a.strides()), (V{12, 1}));
  EXPECT_EQ(names_of(a), (Names{"N", "F"}));
  EXPECT_EQ(names_of(x.flatten("C", "H", "F")), (Names{"N", "F"}));
  const Dimname dims[] = {"C", "H"};
  EXPECT_EQ(names_of(x.flatten(dims, "F")), (Names{"N", "F"}));
  EXPECT_EQ(names_of(x), (Names{"N", "C", "H"}));
}

// Flattening one dim renames it in a new view; x keeps its names (PyTorch 1.13 renames x itself).
TEST(Flatten, NamedSingleDimRenamesAView) {
  Tensor x = named(empty({2, 3, 4}), {"N", "C", "H"});
  const Dimname dims[] = {"C"};
  Tensor y = x.flatten(dims, "F");
  EXPECT_EQ(names_of(y), (Names{"N", "F", "H"}));
  EXPECT_EQ(names_of(x), (Names{"N", "C", "H"}));
  EXPECT_TRUE(shares_storage(x, y));
}

// PyTorch 1.13: torch.zeros(2, 3, 1, names=('A', 'B', 'C')).flatten(0, 2, 'F').stride() == (1,).
TEST(Flatten, NamedAllDims) {
  Tensor x = named(empty({2, 3, 1}), {"A", "B", "C"});
  Tensor f = x.flatten(0, 2, "F");
  EXPECT_EQ(vec(f.strides()), (V{1}));
  EXPECT_EQ(names_of(f), (Names{"F"}));
}

TEST(Flatten, NamedOnUnnamedTensor) { EXPECT_EQ(names_of(empty({2, 3, 4}).flatten(0, 1, "F")), (Names{"F", "None"})); }

// PyTorch 1.13 texts.
TEST(Flatten, NamedErrors) {
  Tensor x = named(empty({2, 3, 4}), {"N", "C", "H"});
  const Dimname apart[] = {"N", "H"};
  expect_error<RuntimeError>([&] { x.flatten(apart, "F"); },
                             "flatten(tensor, dims, out_dim): dims ['N', 'H'] must be consecutive in "
                             "Tensor['N', 'C', 'H']");
  const Dimname reversed[] = {"H", "C"};
  expect_error<RuntimeError>([&] { x.flatten(reversed, "F"); },
                             "flatten(tensor, dims, out_dim): dims ['H', 'C'] must be consecutive in "
                             "Tensor['N', 'C', 'H']");
  expect_error<RuntimeError>([&] { x.flatten(DimnameList(), "F"); },
                             "flatten(tensor, dims, out_dim): dims cannot be empty");
  expect_error<RuntimeError>(
      [] {
        named(empty({2, 3, 1}), {"A", "B", "C"}).flatten(0, 1, "C");
      },
      "Cannot construct a tensor with duplicate names. Got names: ['C', 'C'].");
}

// PyTorch 1.13: n3.flatten() reaches reshape, which rejects names; flatten(0, 0) returns n3.
TEST(Flatten, UnnamedFlattenOfNamedTensor) {
  Tensor x = named(empty({2, 3, 4}), {"N", "C", "H"});
  expect_error<RuntimeError>([&] { x.flatten(); }, "aten::_reshape_alias" + kNamedSuffix);
  EXPECT_EQ(names_of(x.flatten(0, 0)), (Names{"N", "C", "H"}));
}

// ---- unflatten -------------------------------------------------------------------------------

// PyTorch 1.13: x.unflatten(1, (3, 1)) and (-1, 1) give (2, 3, 1) with strides (3, 1, 1).
TEST(Unflatten, SplitsADim) {
  Tensor x = base_2x3();
  Tensor u = x.unflatten(1, V{3, 1});
  EXPECT_EQ(vec(u.sizes()), (V{2, 3, 1}));
  EXPECT_EQ(vec(u.strides()), (V{3, 1, 1}));
  EXPECT_TRUE(shares_storage(x, u));
  EXPECT_EQ(vec(x.unflatten(1, V{-1, 1}).sizes()), (V{2, 3, 1}));
  EXPECT_EQ(vec(arange(24).view({2, 12}).unflatten(-1, V{3, -1}).sizes()), (V{2, 3, 4}));
}

// PyTorch 1.13: x.t().unflatten(0, (3, 1)) strides (1, 6, 3); unflatten(1, (2, 1)) strides
// (1, 3, 3); unflatten(0, (1, 3)) strides (3, 1, 3).
TEST(Unflatten, OfTransposedTensorIsAView) {
  Tensor xt = base_2x3().t();
  EXPECT_EQ(vec(xt.unflatten(0, V{3, 1}).strides()), (V{1, 6, 3}));
  EXPECT_EQ(vec(xt.unflatten(1, V{2, 1}).strides()), (V{1, 3, 3}));
  Tensor u = xt.unflatten(0, V{1, 3});
  EXPECT_EQ(vec(u.strides()), (V{3, 1, 3}));
  EXPECT_TRUE(shares_storage(xt, u));
  EXPECT_EQ(values(u), (V{0, 3, 1, 4, 2, 5}));
}

// PyTorch 1.13: torch.zeros(2, 0).unflatten(1, (2, -1)) is (2, 2, 0) with strides (2, 1, 1).
TEST(Unflatten, EmptyDim) {
  Tensor u = empty({2, 0}).unflatten(1, V{2, -1});
  EXPECT_EQ(vec(u.sizes()), (V{2, 2, 0}));
  EXPECT_EQ(vec(u.strides()), (V{2, 1, 1}));
}

// PyTorch 1.13 texts.
TEST(Unflatten, Errors) {
  Tensor x = base_2x3();
  expect_error<RuntimeError>(
      [&] {
        x.unflatten(1, V{-1, -1});
      },
      "unflatten got an unexpected error:\nonly one dimension can be inferred");
  expect_error<RuntimeError>(
      [&] {
        x.unflatten(1, V{2, 2});
      },
      "unflatten: Provided sizes [2, 2] don't multiply up to the size of dim 1 (3) in the "
      "input tensor");
  expect_error<RuntimeError>(
      [&] {
        x.unflatten(1, V{4, -1});
      },
      "unflatten: Provided sizes [4, -1] don't multiply up to the size of dim 1 (3) in the "
      "input tensor");
  expect_error<RuntimeError>([&] { x.unflatten(1, V{}); }, "unflatten: sizes must be non-empty");
  expect_error<RuntimeError>([&] { x.unflatten(1, V{1, -2}); }, "invalid shape dimension -2");
  expect_error<IndexError>([&] { x.unflatten(2, V{3}); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  expect_error<RuntimeError>(
      [] {
        empty({2, 0}).unflatten(1, V{-1, 0});
      },
      "cannot reshape tensor of 0 elements into shape [-1, 0] because the unspecified "
      "dimension size -1 can be any value and is ambiguous");
  expect_error<IndexError>([] { tensor(1).unflatten(0, V{1}); },
                           "Dimension specified as 0 but tensor has no dimensions");
}

// PyTorch 1.13: unflatten('B', (('X', 1), ('Y', 3))) names ('A', 'X', 'Y', 'C'), strides (3, 3, 1, 1).
TEST(Unflatten, NamedGivesTheNewNames) {
  Tensor x = named(empty({2, 3, 1}), {"A", "B", "C"});
  const Dimname xy[] = {"X", "Y"};
  Tensor u = x.unflatten("B", V{1, 3}, xy);
  EXPECT_EQ(vec(u.sizes()), (V{2, 1, 3, 1}));
  EXPECT_EQ(vec(u.strides()), (V{3, 3, 1, 1}));
  EXPECT_EQ(names_of(u), (Names{"A", "X", "Y", "C"}));
  EXPECT_EQ(names_of(x.unflatten("B", V{1, -1}, xy)), (Names{"A", "X", "Y", "C"}));
}

// PyTorch 1.13 texts.
TEST(Unflatten, NamedErrors) {
  Tensor x = named(empty({2, 3, 1}), {"A", "B", "C"});
  expect_error<RuntimeError>(
      [&] {
        x.unflatten(1, V{3, 1});
      },
      "unflatten: input is a named tensor but no names were given for unflattened sizes");
  const Dimname xy[] = {"X", "Y"};
  expect_error<RuntimeError>(
      [&] {
        x.unflatten("B", V{2, -1}, xy);
      },
      "unflatten: Provided sizes [2, -1] don't multiply up to the size of dim 1 ('B': 3) in "
      "Tensor['A', 'B', 'C']");
  const Dimname ay[] = {"A", "Y"};
  expect_error<RuntimeError>(
      [&] {
        x.unflatten("B", V{1, 3}, ay);
      },
      "Cannot construct a tensor with duplicate names. Got names: ['A', 'A', 'Y', 'C'].");
  const Dimname one[] = {"X"};
  expect_error<RuntimeError>(
      [&] {
        x.unflatten("B", V{1, 3}, one);
      },
      "unflatten: got 2 sizes but 1 names; give one name per size");
}

// ---- movedim, diagonal -----------------------------------------------------------------------

// movedim carries names with their dims, as permute does. (PyTorch 1.13 refuses named tensors in
// the permute movedim calls; the golden cases are unnamed.)
TEST(Movedim, CarriesNames) {
  Tensor x = named(empty({2, 3, 4}), {"N", "C", "H"});
  EXPECT_EQ(names_of(x.movedim(0, 2)), (Names{"C", "H", "N"}));
  EXPECT_EQ(names_of(x.moveaxis({0, 1}, {2, 0})), (Names{"C", "H", "N"}));
  EXPECT_TRUE(shares_storage(x, x.movedim(-1, 0)));
}

// A diagonal is a view: writing through it reaches the base.
TEST(Diagonal, WritesReachTheBase) {
  Tensor x = zeros({3, 3});
  x.diagonal(1).fill_(5);
  EXPECT_EQ(x.select(0, 0).select(0, 1).item<float>(), 5.0f);
  EXPECT_EQ(x.select(0, 1).select(0, 2).item<float>(), 5.0f);
  EXPECT_EQ(sum(x).item<float>(), 10.0f);
}

// ---- as_strided ------------------------------------------------------------------------------

TEST(AsStrided, AnyGeometryInsideTheStorage) {
  Tensor x = arange(6);
  Tensor a = x.as_strided(V{2, 2}, V{1, 2}, 1);
  EXPECT_EQ(vec(a.sizes()), (V{2, 2}));
  EXPECT_EQ(vec(a.strides()), (V{1, 2}));
  EXPECT_EQ(a.storage_offset(), 1);
  EXPECT_EQ(values(a), (V{1, 3, 2, 4}));
  EXPECT_TRUE(shares_storage(x, a));
  write_at(a, {1, 1}, -4);  // element 1 + 1 + 2 of x
  EXPECT_EQ(values(x), (V{0, 1, 2, 3, -4, 5}));
}

// PyTorch 1.13: x[1].as_strided((2,), (1,)) keeps the base's offset 3.
TEST(AsStrided, DefaultOffsetIsTheTensors) {
  Tensor a = base_2x3().select(0, 1).as_strided(V{2}, V{1});
  EXPECT_EQ(a.storage_offset(), 3);
  EXPECT_EQ(values(a), (V{3, 4}));
}

// PyTorch 1.13: x.as_strided((0,), (1,), 100) is allowed.
TEST(AsStrided, EmptyNeedsNoStorage) {
  Tensor a = arange(6).as_strided(V{0}, V{1}, 100);
  EXPECT_EQ(a.numel(), 0);
  EXPECT_EQ(a.storage_offset(), 100);
}

// PyTorch 1.13 texts, with x = torch.arange(6.).
TEST(AsStrided, Errors) {
  Tensor x = arange(6.0);
  expect_error<RuntimeError>([&] { x.as_strided(V{3}, V{1}, 5); },
                             "setStorage: sizes [3], strides [1], storage offset 5, and itemsize 4 requiring a "
                             "storage size of 32 are out of bounds for storage of size 24");
  expect_error<RuntimeError>([&] { x.as_strided(V{3}, V{-1}, 2); },
                             "as_strided: Negative strides are not supported at the moment, got strides: [-1]");
  expect_error<RuntimeError>([&] { x.as_strided(V{3}, V{1}, -2); }, "Tensor: invalid storage offset -2");
  expect_error<RuntimeError>([&] { x.as_strided(V{3, 2}, V{1}); }, "mismatch in length of strides and shape");
}

// PyTorch 1.13: as_strided of a named tensor is unnamed.
TEST(AsStrided, DropsNames) {
  Tensor x = named(empty({2, 3}), {"N", "C"});
  EXPECT_FALSE(x.as_strided(V{2}, V{1}).has_names());
}

// ---- every view keeps dtype and device -------------------------------------------------------

TEST(Views, KeepDtype) {
  Tensor x = empty({2, 1, 3}, kHalf);
  for (const Tensor& v :
       std::vector<Tensor>{x.view({6}), x.reshape({3, 2}), x.transpose(0, 2), x.permute({2, 0, 1}),
                           x.expand({4, 2, 1, 3}), x.squeeze(), x.unsqueeze(0), x.narrow(2, 0, 1), x.select(0, 1),
                           x.flatten(), x.unflatten(2, V{3, 1}), x.as_strided(V{2}, V{1})}) {
    EXPECT_EQ(v.dtype(), kHalf);
    EXPECT_TRUE(v.is_cpu());
    EXPECT_TRUE(shares_storage(v, x));
  }
}

TEST(Views, CudaViewsStayOnTheDevice) {
  if (!cuda_is_available()) GTEST_SKIP() << "no usable GPU";
  Tensor x = empty({2, 3}, TensorOptions().device(Device(DeviceType::CUDA)));
  Tensor v = x.t().unsqueeze(0).expand({4, 3, 2});
  EXPECT_TRUE(v.is_cuda());
  EXPECT_TRUE(shares_storage(v, x));
  EXPECT_EQ(vec(v.strides()), (V{0, 1, 3}));
}

}  // namespace
}  // namespace opforge
