// Name inference rules: every example of pytorch.org/docs/stable/name_inference.html, then hand-derived cases and
// PyTorch's errors. Names lists stand for operands (Operand(DimnameVector)); rules that attach
// names to a tensor use TensorImpls built here on a plain CPU storage. Messages and results marked
// "observed" were read from PyTorch 1.13.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "opforge/error.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

using namespace name_inference;

DimnameVector N(std::initializer_list<Dimname> names) { return DimnameVector(names); }
// An operand without names, of `dim` dims.
Operand unnamed(int64_t dim) { return Operand(nullptr, dim); }

// The names as strings ("None" for wildcards), so that failures print readably.
std::vector<std::string> str(const MaybeNames& names) {
  std::vector<std::string> out;
  if (!names) {
    out.push_back("<unnamed>");
    return out;
  }
  for (Dimname d : *names) out.emplace_back(d.name());
  return out;
}
using S = std::vector<std::string>;

template <class F>
void expect_runtime_error(F&& f, const std::string& message) {
  try {
    f();
    ADD_FAILURE() << "expected RuntimeError: " << message;
  } catch (const RuntimeError& e) {
    EXPECT_EQ(std::string(e.what()), message);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "wrong exception type, message: " << e.what();
  }
}

// A float tensor's impl of `sizes`, contiguous, unnamed.
intrusive_ptr<TensorImpl> make_impl(std::initializer_list<int64_t> sizes) {
  const IntArrayRef s(sizes.begin(), sizes.size());
  int64_t numel = 1;
  for (int64_t v : s) numel *= v;
  Storage storage = intrusive_ptr<StorageImpl>::make(static_cast<size_t>(numel) * 4, Device(DeviceType::CPU));
  return intrusive_ptr<TensorImpl>::make(storage, ScalarType::Float, s, contiguous_strides(s));
}

// ---- keeps_input_names --------------------------------------------------------------------------

// ">>> x = torch.randn(3, 3, names=('N', 'C')) / >>> x.abs().names / ('N', 'C')"
TEST(KeepsInputNames, SpecAbsExample) {
  const DimnameVector x = N({"N", "C"});
  EXPECT_EQ(str(keeps_input_names(x)), (S{"N", "C"}));
}

TEST(KeepsInputNames, UnnamedInputGivesNoNames) { EXPECT_FALSE(keeps_input_names(unnamed(2)).has_value()); }

TEST(KeepsInputNames, WildcardsAreKept) {
  const DimnameVector x = N({None, "C"});
  EXPECT_EQ(str(keeps_input_names(x)), (S{"None", "C"}));
}

// ---- removes_dimensions -------------------------------------------------------------------------

// ">>> x = torch.randn(1, 3, 3, 3, names=('N', 'C', 'H', 'W')) / >>> x.squeeze('N').names /
// ('C', 'H', 'W')" (the caller resolves 'N' to dim 0)
TEST(RemovesDimensions, SpecSqueezeExample) {
  const DimnameVector x = N({"N", "C", "H", "W"});
  const int64_t dims[] = {0};
  EXPECT_EQ(str(removes_dimensions(x, dims)), (S{"C", "H", "W"}));
}

// ">>> x.sum(['N', 'C']).names / ('H', 'W')"
TEST(RemovesDimensions, SpecSumExample) {
  const DimnameVector x = N({"N", "C", "H", "W"});
  const int64_t dims[] = {0, 1};
  EXPECT_EQ(str(removes_dimensions(x, dims)), (S{"H", "W"}));
}

// "# Reduction ops with keepdim=True don't actually remove dimensions. ... >>> x.sum(['N', 'C'],
// keepdim=True).names / ('N', 'C', 'H', 'W')"
TEST(RemovesDimensions, SpecKeepdimExample) {
  const DimnameVector x = N({"N", "C", "H", "W"});
  const int64_t dims[] = {0, 1};
  EXPECT_EQ(str(removes_dimensions(x, dims, /*keepdim=*/true)), (S{"N", "C", "H", "W"}));
}

TEST(RemovesDimensions, NegativeAndUnorderedDims) {
  const DimnameVector x = N({"N", "C", "H", "W"});
  const int64_t dims[] = {-1, 1};
  EXPECT_EQ(str(removes_dimensions(x, dims)), (S{"N", "H"}));
}

TEST(RemovesDimensions, FullReductionListsEveryDim) {
  // x.sum() of Tensor['N', 'C', 'H'] is unnamed and zero-dim (observed: ()).
  const DimnameVector x = N({"N", "C", "H"});
  const int64_t dims[] = {0, 1, 2};
  EXPECT_EQ(str(removes_dimensions(x, dims)), S{});
}

TEST(RemovesDimensions, NothingRemovedKeepsAll) {
  // squeeze() of Tensor['N', 'C'] with no size-1 dim removes nothing.
  const DimnameVector x = N({"N", "C"});
  EXPECT_EQ(str(removes_dimensions(x, IntArrayRef())), (S{"N", "C"}));
}

TEST(RemovesDimensions, OutOfRangeDimIsIndexError) {
  const DimnameVector x = N({"N", "C"});
  const int64_t dims[] = {2};
  EXPECT_THROW(removes_dimensions(x, dims), IndexError);
}

TEST(RemovesDimensions, UnnamedInputGivesNoNames) {
  const int64_t dims[] = {0};
  EXPECT_FALSE(removes_dimensions(unnamed(3), dims).has_value());
}

// ---- unifies_names_from_inputs ------------------------------------------------------------------

// "# tensor: Tensor[ N, None] / # other: Tensor[None, C] / >>> (tensor + other).names / ('N', 'C')"
TEST(UnifiesNamesFromInputs, SpecNoneAndNamedExample) {
  const DimnameVector tensor = N({"N", None});
  const DimnameVector other = N({None, "C"});
  EXPECT_EQ(str(unifies_names_from_inputs(tensor, other)), (S{"N", "C"}));
}

// "# Dimensions don't match from the right: / # tensor: Tensor[N, C] / # other: Tensor[ N] ...
// RuntimeError: Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim
// 'N' are at the same position from the right but do not match."
TEST(UnifiesNamesFromInputs, SpecDimensionsDontMatchFromTheRight) {
  const DimnameVector tensor = N({"N", "C"});
  const DimnameVector other = N({"N"});
  expect_runtime_error([&] { unifies_names_from_inputs(tensor, other); },
                       "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are "
                       "at the same position from the right but do not match.");
}

// "# Dimensions aren't aligned when matching tensor.names[-1] and other.names[-1]: / # tensor:
// Tensor[N, None] / # other: Tensor[ N] ... RuntimeError: Misaligned dims when attempting to
// broadcast dims ['N'] and dims ['N', None]: dim 'N' appears in a different position from the
// right across both lists."
TEST(UnifiesNamesFromInputs, SpecDimensionsArentAligned) {
  const DimnameVector tensor = N({"N", None});
  const DimnameVector other = N({"N"});
  const std::string message =
      "Misaligned dims when attempting to broadcast dims ['N'] and dims ['N', None]: dim 'N' appears in a "
      "different position from the right across both lists.";
  expect_runtime_error([&] { unifies_names_from_inputs(tensor, other); }, message);
  // Observed: other + tensor reports the same lists in the same order.
  expect_runtime_error([&] { unifies_names_from_inputs(other, tensor); }, message);
}

TEST(UnifiesNamesFromInputs, BothUnnamedGivesNoNames) {
  EXPECT_FALSE(unifies_names_from_inputs(unnamed(2), unnamed(3)).has_value());
  EXPECT_FALSE(unifies_names_from_inputs({unnamed(1), unnamed(2), unnamed(0)}).has_value());
}

TEST(UnifiesNamesFromInputs, UnnamedOperandCountsAsWildcards) {
  // Observed: Tensor['N', None] + unnamed (3, 3) -> ('N', None); unnamed (3, 3) + Tensor['C'] ->
  // (None, 'C').
  const DimnameVector a = N({"N", None});
  EXPECT_EQ(str(unifies_names_from_inputs(a, unnamed(2))), (S{"N", "None"}));
  const DimnameVector c = N({"C"});
  EXPECT_EQ(str(unifies_names_from_inputs(unnamed(2), c)), (S{"None", "C"}));
  EXPECT_EQ(str(unifies_names_from_inputs(c, unnamed(3))), (S{"None", "None", "C"}));
}

TEST(UnifiesNamesFromInputs, LengthsDifferMissingDimsAreWildcards) {
  const DimnameVector a = N({"N", "C", "H"});
  const DimnameVector b = N({"H"});
  EXPECT_EQ(str(unifies_names_from_inputs(a, b)), (S{"N", "C", "H"}));
  EXPECT_EQ(str(unifies_names_from_inputs(b, a)), (S{"N", "C", "H"}));
}

TEST(UnifiesNamesFromInputs, EqualNamesAndZeroDimOperand) {
  // Observed: Tensor['N'] + Tensor['N'] and Tensor['N'] + a zero-dim tensor give ('N',).
  const DimnameVector n = N({"N"});
  EXPECT_EQ(str(unifies_names_from_inputs(n, n)), (S{"N"}));
  EXPECT_EQ(str(unifies_names_from_inputs(n, unnamed(0))), (S{"N"}));
  const DimnameVector none_c = N({"N", None});
  const DimnameVector nc = N({"N", "C"});
  EXPECT_EQ(str(unifies_names_from_inputs(none_c, nc)), (S{"N", "C"}));
}

TEST(UnifiesNamesFromInputs, MisalignedAcrossDifferentLengths) {
  // Observed for Tensor['A', 'N', None] + Tensor[None, 'N'].
  const DimnameVector a = N({"A", "N", None});
  const DimnameVector b = N({None, "N"});
  expect_runtime_error([&] { unifies_names_from_inputs(a, b); },
                       "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['A', 'N', None]: dim "
                       "'N' appears in a different position from the right across both lists.");
}

TEST(UnifiesNamesFromInputs, MisalignedSwappedPositions) {
  // Observed for Tensor[None, 'N'] + Tensor['N', None].
  const DimnameVector a = N({None, "N"});
  const DimnameVector b = N({"N", None});
  expect_runtime_error([&] { unifies_names_from_inputs(a, b); },
                       "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' "
                       "appears in a different position from the right across both lists.");
}

TEST(UnifiesNamesFromInputs, ShorterListLeadingNameMatchedWithMissingDim) {
  // Observed for Tensor['C'] + Tensor['C', None]: the missing dim of ['C'] is a wildcard matched with
  // None, then 'C' against None at -1 is misaligned.
  const DimnameVector a = N({"C"});
  const DimnameVector b = N({"C", None});
  const std::string message =
      "Misaligned dims when attempting to broadcast dims ['C'] and dims ['C', None]: dim 'C' appears in a "
      "different position from the right across both lists.";
  expect_runtime_error([&] { unifies_names_from_inputs(a, b); }, message);
  expect_runtime_error([&] { unifies_names_from_inputs(b, a); }, message);
}

TEST(UnifiesNamesFromInputs, NameSpelledNoneIsQuoted) {
  // Observed: a dim named 'None' prints quoted, unlike the wildcard.
  const DimnameVector a = N({"None", None});
  const DimnameVector b = N({None, "None"});
  expect_runtime_error([&] { unifies_names_from_inputs(a, b); },
                       "Misaligned dims when attempting to broadcast dims [None, 'None'] and dims ['None', None]: "
                       "dim 'None' appears in a different position from the right across both lists.");
}

TEST(UnifiesNamesFromInputs, ThreeInputsUnifyLeftToRight) {
  // ['N', None, None] with ['C', None] gives ['N', 'C', None]; with ['W'] then ['N', 'C', 'W'].
  const DimnameVector a = N({"N", None, None});
  const DimnameVector b = N({"C", None});
  const DimnameVector c = N({"W"});
  EXPECT_EQ(str(unifies_names_from_inputs({a, b, c})), (S{"N", "C", "W"}));
  EXPECT_EQ(str(unifies_names_from_inputs({unnamed(4), c, unnamed(1)})), (S{"None", "None", "None", "W"}));
  // A mismatch is reported against the names unified so far.
  const DimnameVector d = N({"X", "Y"});
  expect_runtime_error(
      [&] {
        unifies_names_from_inputs({a, b, d});
      },
      "Error when attempting to broadcast dims ['N', 'C', None] and dims ['X', 'Y']: dim 'C' and dim "
      "'X' are at the same position from the right but do not match.");
}

TEST(UnifyFromRight, ActionNamesTheOperation) {
  const DimnameVector a = N({"A"});
  const DimnameVector b = N({"B"});
  expect_runtime_error([&] { unify_from_right(a, b, "cat"); },
                       "Error when attempting to cat dims ['A'] and dims ['B']: dim 'A' and dim 'B' are at the same "
                       "position from the right but do not match.");
}

// ---- permutes_dimensions ---------------------------------------------------------------------------

// ">>> x = torch.randn(3, 3, names=('N', 'C')) / >>> x.transpose('N', 'C').names / ('C', 'N')"
TEST(PermutesDimensions, SpecTransposeExample) {
  const DimnameVector x = N({"N", "C"});
  EXPECT_EQ(str(permutes_dimensions(x, 0, 1)), (S{"C", "N"}));
}

TEST(PermutesDimensions, PermuteFollowsTheDims) {
  const DimnameVector x = N({"N", "C", "H"});
  const int64_t perm[] = {2, 0, 1};
  EXPECT_EQ(str(permutes_dimensions(x, perm)), (S{"H", "N", "C"}));
  const int64_t negative[] = {-1, -3, -2};
  EXPECT_EQ(str(permutes_dimensions(x, negative)), (S{"H", "N", "C"}));
  EXPECT_EQ(str(permutes_dimensions(x, -1, 0)), (S{"H", "C", "N"}));
}

TEST(PermutesDimensions, UnnamedGivesNoNames) {
  const int64_t perm[] = {1, 0};
  EXPECT_FALSE(permutes_dimensions(unnamed(2), perm).has_value());
  EXPECT_FALSE(permutes_dimensions(unnamed(2), 0, 1).has_value());
}

// ---- contracts_away_dims ------------------------------------------------------------------------

// ">>> x = torch.randn(3, 3, names=('N', 'D')) / >>> y = torch.randn(3, 3, names=('in', 'out')) /
// >>> x.mm(y).names / ('N', 'out')"
TEST(ContractsAwayDims, SpecMmExample) {
  const DimnameVector x = N({"N", "D"});
  const DimnameVector y = N({"in", "out"});
  EXPECT_EQ(str(contracts_away_dims(x, y)), (S{"N", "out"}));
}

// ">>> x = torch.randn(3, 3, names=('N', 'D')) / >>> y = torch.randn(3, names=('something',)) /
// >>> x.mv(y).names / ('N',)"
TEST(ContractsAwayDims, SpecMvExample) {
  const DimnameVector x = N({"N", "D"});
  const DimnameVector y = N({"something"});
  EXPECT_EQ(str(contracts_away_dims(x, y)), (S{"N"}));
}

// "# Batch matrix multiply of matrices Tensor['C', 'D'] and Tensor['E', 'F']. / # 'A', 'B' are batch
// dimensions. ... >>> torch.matmul(x, y).names / ('A', 'B', 'C', 'F')"
TEST(ContractsAwayDims, SpecMatmulExample) {
  const DimnameVector x = N({"A", "B", "C", "D"});
  const DimnameVector y = N({"B", "E", "F"});
  EXPECT_EQ(str(contracts_away_dims(x, y)), (S{"A", "B", "C", "F"}));
}

TEST(ContractsAwayDims, DotRemovesBothDims) {
  // Observed: Tensor['A'].dot(Tensor['A']) and matmul of two named vectors are unnamed scalars.
  const DimnameVector a = N({"A"});
  const DimnameVector b = N({"B"});
  EXPECT_EQ(str(contracts_away_dims(a, a)), S{});
  EXPECT_EQ(str(contracts_away_dims(a, b)), S{});
}

TEST(ContractsAwayDims, VectorOperandsOfMatmul) {
  // Observed: ['A'] @ ['B', 'C'] -> ('C',); ['A', 'B'] @ ['B'] -> ('A',); ['N', 'A', 'B'] @ ['N'] ->
  // ('N', 'A'); ['A'] @ ['N', 'X', 'C'] -> ('N', 'C'); ['A', 'B'] @ ['N', 'B', 'C'] -> ('N', 'A', 'C').
  EXPECT_EQ(str(contracts_away_dims(N({"A"}), N({"B", "C"}))), (S{"C"}));
  EXPECT_EQ(str(contracts_away_dims(N({"A", "B"}), N({"B"}))), (S{"A"}));
  EXPECT_EQ(str(contracts_away_dims(N({"N", "A", "B"}), N({"N"}))), (S{"N", "A"}));
  EXPECT_EQ(str(contracts_away_dims(N({"A"}), N({"N", "X", "C"}))), (S{"N", "C"}));
  EXPECT_EQ(str(contracts_away_dims(N({"A", "B"}), N({"N", "B", "C"}))), (S{"N", "A", "C"}));
}

TEST(ContractsAwayDims, BmmUnifiesBatchDims) {
  // Observed: bmm(Tensor['N', 'A', 'B'], Tensor['N', 'X', 'Y']).names == ('N', 'A', 'Y').
  EXPECT_EQ(str(contracts_away_dims(N({"N", "A", "B"}), N({"N", "X", "Y"}))), (S{"N", "A", "Y"}));
  // Batch dims of different lengths: the longer one leads.
  EXPECT_EQ(str(contracts_away_dims(N({"K", "N", "A", "B"}), N({None, "X", "C"}))), (S{"K", "N", "A", "C"}));
  EXPECT_EQ(str(contracts_away_dims(N({None, None, "A", "B"}), N({"K", "X", "C"}))), (S{"None", "K", "A", "C"}));
}

TEST(ContractsAwayDims, UnnamedOperandCountsAsWildcards) {
  // Observed: matmul(unnamed (2, 3, 4), Tensor['K', 'X', 'C']) -> ('K', None, 'C').
  EXPECT_EQ(str(contracts_away_dims(unnamed(3), N({"K", "X", "C"}))), (S{"K", "None", "C"}));
  EXPECT_EQ(str(contracts_away_dims(N({"N", "D"}), unnamed(2))), (S{"N", "None"}));
  EXPECT_FALSE(contracts_away_dims(unnamed(2), unnamed(2)).has_value());
}

TEST(ContractsAwayDims, WildcardFeatureDimsMayRepeat) {
  // Observed: mm(Tensor[None, 'D'], Tensor['D', None]).names == (None, None).
  EXPECT_EQ(str(contracts_away_dims(N({None, "D"}), N({"D", None}))), (S{"None", "None"}));
}

TEST(ContractsAwayDims, DuplicateOutputNamesAreRejected) {
  // Observed for mm and matmul.
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"N", "D"}), N({"in", "N"}));
      },
      "Matrix multiplying Tensor['N', 'D'] with Tensor['in', 'N'] would produce output tensor with "
      "duplicate names ['N', 'N']. Please rename the input tensors with `Tensor.rename` to prevent "
      "this.");
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"D", None}), N({None, "D"}));
      },
      "Matrix multiplying Tensor['D', None] with Tensor[None, 'D'] would produce output tensor with "
      "duplicate names ['D', 'D']. Please rename the input tensors with `Tensor.rename` to prevent "
      "this.");
}

TEST(ContractsAwayDims, BatchNameMayRepeatAsFeatureName) {
  // Observed: matmul(Tensor['N', 'A', 'B'], Tensor['X', 'N']).names == ('N', 'A', 'N'); only the last
  // two output names are checked for duplicates.
  EXPECT_EQ(str(contracts_away_dims(N({"N", "A", "B"}), N({"X", "N"}))), (S{"N", "A", "N"}));
}

TEST(ContractsAwayDims, BatchDimsThatDoNotMatch) {
  // Observed for matmul and bmm.
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"N", "A", "B"}), N({"M", "X", "Y"}));
      },
      "matmul: Expected 'N' (index 0 of ['N', 'A', 'B']) to match 'M' (index 0 of ['M', 'X', 'Y']) "
      "but they do not match.");
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"N", "A", "B"}), N({"X", "Y", "N"}));
      },
      "matmul: Expected 'N' (index 0 of ['N', 'A', 'B']) to match 'X' (index 0 of ['X', 'Y', 'N']) "
      "but they do not match.");
}

TEST(ContractsAwayDims, MisalignedBatchDims) {
  // Each observed in PyTorch 1.13.
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"N", "A", "B"}), N({None, "N", "C"}));
      },
      "matmul: Cannot match 'N' (index 0 of ['N', 'A', 'B']) with None (index 0 of [None, 'N', "
      "'C']) because the latter names already have 'N'. Are your tensors misaligned?");
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"N", "A", "B"}), N({"N", None, "X", "C"}));
      },
      "matmul: Cannot match 'N' (index 0 of ['N', 'A', 'B']) with None (index 1 of ['N', None, "
      "'X', 'C']) because the latter names already have 'N'. Are your tensors misaligned?");
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"K", None, "A", "B"}), N({"K", "X", "C"}));
      },
      "matmul: Cannot match 'K' (index 0 of ['K', 'X', 'C']) with None (index 1 of ['K', None, "
      "'A', 'B']) because the latter names already have 'K'. Are your tensors misaligned?");
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"K", None, "A", "B"}), N({None, "K", "X", "C"}));
      },
      "matmul: Cannot match 'K' (index 0 of ['K', None, 'A', 'B']) with None (index 0 of [None, "
      "'K', 'X', 'C']) because the latter names already have 'K'. Are your tensors misaligned?");
  expect_runtime_error(
      [] {
        contracts_away_dims(N({None, "K", "A", "B"}), N({"K", None, "X", "C"}));
      },
      "matmul: Cannot match 'K' (index 0 of ['K', None, 'X', 'C']) with None (index 0 of [None, "
      "'K', 'A', 'B']) because the latter names already have 'K'. Are your tensors misaligned?");
}

TEST(ContractsAwayDims, ZeroDimOperandIsRejected) {
  expect_runtime_error(
      [] {
        contracts_away_dims(unnamed(0), N({"A", "B"}));
      },
      "both arguments to matmul need to be at least 1D, but they are 0D and 2D");
}

// "Finally, there are fused add versions of many matmul functions. i.e., addmm and addmv. These are
// treated as composing name inference for i.e. mm and name inference for add."
TEST(ContractsAwayDims, SpecAddmmComposesMmAndAdd) {
  // Observed: addmm(bias ['N', 'C'], ['N', 'D'], ['in', 'C']) -> ('N', 'C'); a bias ['C'] or an
  // unnamed bias gives the same.
  const DimnameVector m1 = N({"N", "D"});
  const DimnameVector m2 = N({"in", "C"});
  EXPECT_EQ(str(contracts_away_dims(m1, m2, N({"N", "C"}))), (S{"N", "C"}));
  EXPECT_EQ(str(contracts_away_dims(m1, m2, N({"C"}))), (S{"N", "C"}));
  EXPECT_EQ(str(contracts_away_dims(m1, m2, unnamed(1))), (S{"N", "C"}));
  EXPECT_EQ(str(contracts_away_dims(unnamed(2), unnamed(2), N({"X", None}))), (S{"X", "None"}));
  EXPECT_FALSE(contracts_away_dims(unnamed(2), unnamed(2), unnamed(2)).has_value());
}

TEST(ContractsAwayDims, AddmmBiasMismatchNamesTheProductFirst) {
  // Observed: addmm(bias ['X', 'C'], ['N', 'D'], ['in', 'C']) and addmv(bias ['X'], ['N', 'D'], unnamed).
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"N", "D"}), N({"in", "C"}), N({"X", "C"}));
      },
      "Error when attempting to broadcast dims ['N', 'C'] and dims ['X', 'C']: dim 'N' and dim 'X' "
      "are at the same position from the right but do not match.");
  expect_runtime_error(
      [] {
        contracts_away_dims(N({"N", "D"}), unnamed(1), N({"X"}));
      },
      "Error when attempting to broadcast dims ['N'] and dims ['X']: dim 'N' and dim 'X' are at the "
      "same position from the right but do not match.");
}

// ---- factory -----------------------------------------------------------------------------------

// ">>> torch.zeros(2, 3, names=('N', 'C')) / tensor([[0., 0., 0.], [0., 0., 0.]], names=('N', 'C'))"
TEST(Factory, SpecZerosWithNames) {
  auto impl = make_impl({2, 3});
  factory(*impl, N({"N", "C"}));
  ASSERT_TRUE(impl->has_names());
  EXPECT_EQ(str(*impl->names()), (S{"N", "C"}));
}

TEST(Factory, NoNamesOrOnlyWildcardsLeaveTheTensorUnnamed) {
  auto impl = make_impl({2, 3});
  factory(*impl, std::nullopt);
  EXPECT_FALSE(impl->has_names());
  factory(*impl, N({None, None}));
  EXPECT_FALSE(impl->has_names());
}

TEST(Factory, WrongCountAndDuplicatesAreRejected) {
  // Observed: torch.zeros(2, 3, names=('N',)), names=('N', 'C', 'D'), names=('N', 'N'), and
  // torch.zeros(2, 3, 4, names=('N', None, 'N')).
  auto impl = make_impl({2, 3});
  expect_runtime_error([&] { factory(*impl, N({"N"})); },
                       "Number of names (1) and number of dimensions in tensor (2) do not match. Attempted to create "
                       "a tensor with names ['N']");
  expect_runtime_error(
      [&] {
        factory(*impl, N({"N", "C", "D"}));
      },
      "Number of names (3) and number of dimensions in tensor (2) do not match. Attempted to create "
      "a tensor with names ['N', 'C', 'D']");
  expect_runtime_error(
      [&] {
        factory(*impl, N({"N", "N"}));
      },
      "Cannot construct a tensor with duplicate names. Got names: ['N', 'N'].");
  auto impl3 = make_impl({2, 3, 4});
  expect_runtime_error(
      [&] {
        factory(*impl3, N({"N", None, "N"}));
      },
      "Cannot construct a tensor with duplicate names. Got names: ['N', None, 'N'].");
}

// ---- out_function_semantics ---------------------------------------------------------------------

// "If it has no named dimensions, then the names computed from the operation get propagated to it."
TEST(OutFunctionSemantics, SpecUnnamedOutGetsComputedNames) {
  auto out = make_impl({3, 3});
  propagate_names(*out, N({"N", "C"}));
  ASSERT_TRUE(out->has_names());
  EXPECT_EQ(str(*out->names()), (S{"N", "C"}));
}

// "If it has any named dimensions, then the names computed from the operation must be exactly equal
// to the existing names. Otherwise, the operation errors."
TEST(OutFunctionSemantics, SpecNamedOutMustEqualComputedNames) {
  auto out = make_impl({3, 3});
  out->set_names(N({"N", "C"}));
  EXPECT_NO_THROW(propagate_names(*out, N({"N", "C"})));
  EXPECT_EQ(str(*out->names()), (S{"N", "C"}));
  // Observed: out ['N', 'C'] for abs of Tensor['C', 'N'].
  expect_runtime_error(
      [&] {
        propagate_names(*out, N({"C", "N"}));
      },
      "Name mismatch: specified out tensor with names ['N', 'C'] are not the same as the computed "
      "output names ['C', 'N']. Please rename the out tensor's dims with `Tensor.rename`.");
}

TEST(OutFunctionSemantics, PartiallyNamedOutMustMatchExactly) {
  // Observed: out ['N', None] for abs of Tensor['N', 'C']: a wildcard is not refined.
  auto out = make_impl({3, 3});
  out->set_names(N({"N", None}));
  expect_runtime_error(
      [&] {
        propagate_names(*out, N({"N", "C"}));
      },
      "Name mismatch: specified out tensor with names ['N', None] are not the same as the computed "
      "output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.");
}

TEST(OutFunctionSemantics, NamedOutOfUnnamedComputation) {
  // Observed: out ['N', 'C'] for abs of an unnamed tensor; the computed names print as wildcards.
  auto out = make_impl({3, 3});
  out->set_names(N({"N", "C"}));
  expect_runtime_error([&] { propagate_names(*out, std::nullopt); },
                       "Name mismatch: specified out tensor with names ['N', 'C'] are not the same as the computed "
                       "output names [None, None]. Please rename the out tensor's dims with `Tensor.rename`.");
}

TEST(OutFunctionSemantics, UnnamedOutOfUnnamedComputationStaysUnnamed) {
  auto out = make_impl({3, 3});
  propagate_names(*out, std::nullopt);
  EXPECT_FALSE(out->has_names());
}

TEST(OutFunctionSemantics, CopyUnifiesSelfAndSource) {
  // copy_ computes unify(self, src): observed unnamed.copy_(Tensor[None, 'C']) -> (None, 'C') and
  // Tensor['N', 'C'].copy_(unnamed) -> ('N', 'C').
  auto self = make_impl({3, 3});
  const DimnameVector src = N({None, "C"});
  propagate_names(*self, unifies_names_from_inputs(*self, src));
  EXPECT_EQ(str(*self->names()), (S{"None", "C"}));

  auto named = make_impl({3, 3});
  named->set_names(N({"N", "C"}));
  propagate_names(*named, unifies_names_from_inputs(*named, unnamed(2)));
  EXPECT_EQ(str(*named->names()), (S{"N", "C"}));
}

// ---- in-place ----------------------------------------------------------------------------------

// "All in-place methods modify inputs to have names equal to the computed names from name
// inference. ... >>> x = torch.randn(3, 3) / >>> y = torch.randn(3, 3, names=('N', 'C')) / >>>
// x.names / (None, None) / >>> x += y / >>> x.names / ('N', 'C')"
TEST(InPlace, SpecXPlusEqualsYNamesX) {
  auto x = make_impl({3, 3});
  const DimnameVector y = N({"N", "C"});
  EXPECT_FALSE(x->has_names());
  propagate_names(*x, unifies_names_from_inputs(*x, y));
  ASSERT_TRUE(x->has_names());
  EXPECT_EQ(str(*x->names()), (S{"N", "C"}));
}

TEST(InPlace, NamedSelfWhoseNamesWouldChangeIsRejected) {
  // Observed: x = Tensor['N', None]; x += Tensor[None, 'C'] raises (self is the out tensor).
  auto x = make_impl({3, 3});
  x->set_names(N({"N", None}));
  const DimnameVector y = N({None, "C"});
  expect_runtime_error([&] { propagate_names(*x, unifies_names_from_inputs(*x, y)); },
                       "Name mismatch: specified out tensor with names ['N', None] are not the same as the computed "
                       "output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.");
}

TEST(InPlace, NamedSelfWithUnnamedOtherKeepsNames) {
  // Observed: Tensor['N', 'C'].add_(unnamed) keeps ('N', 'C').
  auto x = make_impl({3, 3});
  x->set_names(N({"N", "C"}));
  propagate_names(*x, unifies_names_from_inputs(*x, unnamed(2)));
  EXPECT_EQ(str(*x->names()), (S{"N", "C"}));
}

// ---- operands from tensors -------------------------------------------------------------------------

TEST(Operand, FromTensorImplAndTensor) {
  auto impl = make_impl({2, 3});
  const Operand a(*impl);
  EXPECT_EQ(a.names, nullptr);
  EXPECT_EQ(a.dim, 2);
  impl->set_names(N({"N", "C"}));
  const Tensor t(impl);
  const Operand b(t);
  ASSERT_NE(b.names, nullptr);
  EXPECT_EQ(b.dim, 2);
  EXPECT_EQ(str(keeps_input_names(t)), (S{"N", "C"}));
}

}  // namespace
}  // namespace opforge
