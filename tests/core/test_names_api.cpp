// The named-tensor API of Tensor: names, rename, refine_names, align_to, align_as and lookups by
// name. Tensors are built here directly on a CPU storage holding 0, 1, 2, ... so that views can be
// checked element by element against hand-derived positions. Results and messages marked
// "observed" were read from PyTorch 1.13.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "opforge/error.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

using Shape = std::vector<int64_t>;
using S = std::vector<std::string>;

// A contiguous float tensor of `sizes` whose element at flat index i holds i.
Tensor make_tensor(std::initializer_list<int64_t> sizes, std::initializer_list<Dimname> names = {}) {
  const IntArrayRef s(sizes.begin(), sizes.size());
  int64_t numel = 1;
  for (int64_t v : s) numel *= v;
  Storage storage =
      intrusive_ptr<StorageImpl>::make(static_cast<size_t>(numel) * sizeof(float), Device(DeviceType::CPU));
  auto* data = static_cast<float*>(storage->data());
  for (int64_t i = 0; i < numel; ++i) data[i] = static_cast<float>(i);
  auto impl = intrusive_ptr<TensorImpl>::make(storage, ScalarType::Float, s, contiguous_strides(s));
  if (names.size() != 0) impl->set_names(DimnameList(names.begin(), names.size()));
  return Tensor(impl);
}

// A view of `base`'s storage with the given geometry and names.
Tensor restride(const Tensor& base, Shape sizes, Shape strides, int64_t offset, std::initializer_list<Dimname> names) {
  auto impl = intrusive_ptr<TensorImpl>::make(base.impl()->storage(), base.dtype(), IntArrayRef(sizes),
                                              IntArrayRef(strides), offset);
  impl->set_names(DimnameList(names.begin(), names.size()));
  return Tensor(impl);
}

// The element at `index`, read through the tensor's own geometry.
float at(const Tensor& t, std::initializer_list<int64_t> index) {
  int64_t offset = t.storage_offset();
  size_t d = 0;
  for (int64_t i : index) offset += i * t.strides()[d++];
  return static_cast<const float*>(t.impl()->storage()->data())[offset];
}

S str(const DimnameVector& names) {
  S out;
  for (Dimname d : names) out.emplace_back(d.name());
  return out;
}
Shape vec(IntArrayRef r) { return Shape(r.begin(), r.end()); }

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

const std::string kInvalid1a =
    "Invalid name: a valid identifier contains only digits, alphabetical characters, and/or underscore and starts "
    "with a non-digit. got: '1a'.";

// ---- names ---------------------------------------------------------------------------------------

TEST(Names, UnnamedTensorHasWildcards) {
  const Tensor t = make_tensor({2, 3});
  EXPECT_FALSE(t.has_names());
  EXPECT_EQ(str(t.names()), (S{"None", "None"}));
  EXPECT_EQ(str(make_tensor({}).names()), S{});
}

TEST(Names, NamedTensor) {
  const Tensor t = make_tensor({2, 3}, {"N", None});
  EXPECT_TRUE(t.has_names());
  EXPECT_EQ(str(t.names()), (S{"N", "None"}));
}

// ---- rename ---------------------------------------------------------------------------------------

TEST(Rename, PositionalIsAViewWithNewNames) {
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  const Tensor y = x.rename({"A", "B"});
  EXPECT_EQ(str(y.names()), (S{"A", "B"}));
  EXPECT_EQ(str(x.names()), (S{"N", "C"}));  // the input keeps its names
  EXPECT_FALSE(y.is_same(x));
  EXPECT_EQ(y.data_ptr(), x.data_ptr());
  EXPECT_EQ(y.impl()->storage().get(), x.impl()->storage().get());
  EXPECT_EQ(vec(y.sizes()), (Shape{2, 3}));
  EXPECT_EQ(vec(y.strides()), (Shape{3, 1}));
}

TEST(Rename, NoneDropsNames) {
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  const Tensor y = x.rename(std::nullopt);
  EXPECT_FALSE(y.has_names());
  EXPECT_EQ(y.data_ptr(), x.data_ptr());
  EXPECT_TRUE(x.has_names());
}

TEST(Rename, WildcardsAndStar) {
  // Observed: x.rename('A', '*').names == ('A', None); renaming to all wildcards leaves no names.
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  EXPECT_EQ(str(x.rename({"A", "*"}).names()), (S{"A", "None"}));
  EXPECT_FALSE(x.rename({None, None}).has_names());
}

TEST(Rename, EllipsisStandsForTheNamesNotReplaced) {
  // Observed in PyTorch 1.13 on names ('H', 'W'): rename('...', 'X') -> ('H', 'X'); ('X', '...') ->
  // ('X', 'W'); ('A', '...', 'X') -> ('A', 'X'); ('...', None, 'X') -> (None, 'X'); ('...',) ->
  // ('H', 'W'); on an unnamed tensor ('...', 'Z') -> (None, 'Z'); on 1-d ('H',): ('...', 'X') -> ('X',).
  const Tensor x = make_tensor({2, 3}, {"H", "W"});
  EXPECT_EQ(str(x.rename({"...", "X"}).names()), (S{"H", "X"}));
  EXPECT_EQ(str(x.rename({"X", "..."}).names()), (S{"X", "W"}));
  EXPECT_EQ(str(x.rename({"A", "...", "X"}).names()), (S{"A", "X"}));
  EXPECT_EQ(str(x.rename({"...", None, "X"}).names()), (S{"None", "X"}));
  EXPECT_EQ(str(x.rename({"..."}).names()), (S{"H", "W"}));
  EXPECT_EQ(str(make_tensor({2, 3}).rename({"...", "Z"}).names()), (S{"None", "Z"}));
  EXPECT_EQ(str(make_tensor({2}, {"H"}).rename({"...", "X"}).names()), (S{"X"}));
  EXPECT_EQ(str(x.names()), (S{"H", "W"}));  // a view: self keeps its names
}

TEST(Rename, EllipsisErrors) {
  // Observed: rename('...', '...') and rename('A', 'B', '...', 'X') on a 2-d tensor.
  const Tensor x = make_tensor({2, 3}, {"H", "W"});
  expect_runtime_error(
      [&] {
        x.rename({"...", "..."});
      },
      "rename: More than one Ellipsis ('...') found in names (('...', '...')). This function "
      "supports up to one Ellipsis.");
  expect_runtime_error(
      [&] {
        x.rename({"A", "B", "...", "X"});
      },
      "Number of names (3) and number of dimensions in tensor (2) do not match. Attempted to create "
      "a tensor with names ['A', 'B', 'X']");
}

TEST(Rename, PositionalErrors) {
  // Observed: x.rename('A'), x.rename('A', 'B', 'C'), x.rename('A', 'A'), x.rename('1a', 'B').
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error([&] { x.rename({"A"}); },
                       "Number of names (1) and number of dimensions in tensor (2) do not match. Attempted to create "
                       "a tensor with names ['A']");
  expect_runtime_error(
      [&] {
        x.rename({"A", "B", "C"});
      },
      "Number of names (3) and number of dimensions in tensor (2) do not match. Attempted to create "
      "a tensor with names ['A', 'B', 'C']");
  expect_runtime_error(
      [&] {
        x.rename({"A", "A"});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['A', 'A'].");
  expect_runtime_error([&] { x.rename({"1a", "B"}); }, kInvalid1a);
}

TEST(Rename, MappingRenamesSomeDims) {
  // Observed: x.rename(N='batch').names == ('batch', 'C'); x.rename(C='N', N='C') swaps.
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  const Tensor y = x.rename(std::map<std::string, std::string>{{"N", "batch"}});
  EXPECT_EQ(str(y.names()), (S{"batch", "C"}));
  EXPECT_EQ(y.data_ptr(), x.data_ptr());
  EXPECT_EQ(str(x.rename(std::map<std::string, std::string>{{"C", "N"}, {"N", "C"}}).names()), (S{"C", "N"}));
  EXPECT_EQ(str(x.rename(std::map<std::string, std::string>{}).names()), (S{"N", "C"}));
}

TEST(Rename, MappingOfAMissingDim) {
  // Observed texts, which print tensor.names as a Python tuple.
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error(
      [&] {
        x.rename(std::map<std::string, std::string>{{"X", "batch"}});
      },
      "rename: Tried to rename dim 'X' to dim batch in Tensor[('N', 'C')] but dim 'X' does not exist");
  expect_runtime_error(
      [&] {
        make_tensor({2, 3}).rename(std::map<std::string, std::string>{{"X", "batch"}});
      },
      "rename: Tried to rename dim 'X' to dim batch in Tensor[(None, None)] but dim 'X' does not "
      "exist");
  expect_runtime_error(
      [&] {
        make_tensor({2}, {"N"}).rename(std::map<std::string, std::string>{{"X", "batch"}});
      },
      "rename: Tried to rename dim 'X' to dim batch in Tensor[('N',)] but dim 'X' does not exist");
  expect_runtime_error(
      [&] {
        make_tensor({}).rename(std::map<std::string, std::string>{{"X", "batch"}});
      },
      "rename: Tried to rename dim 'X' to dim batch in Tensor[()] but dim 'X' does not exist");
}

TEST(Rename, MappingChecksKeysBeforeNewNames) {
  // Observed: x.rename(N='A', C='B', X='C') and x.rename(N='1b', X='c') report the missing 'X'.
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error(
      [&] {
        x.rename(std::map<std::string, std::string>{{"N", "A"}, {"C", "B"}, {"X", "C"}});
      },
      "rename: Tried to rename dim 'X' to dim C in Tensor[('N', 'C')] but dim 'X' does not exist");
  expect_runtime_error(
      [&] {
        x.rename(std::map<std::string, std::string>{{"N", "1b"}, {"X", "c"}});
      },
      "rename: Tried to rename dim 'X' to dim c in Tensor[('N', 'C')] but dim 'X' does not exist");
}

TEST(Rename, MappingToInvalidOrDuplicateName) {
  // Observed: x.rename(N='1a') and x.rename(N='C').
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error([&] { x.rename(std::map<std::string, std::string>{{"N", "1a"}}); }, kInvalid1a);
  expect_runtime_error(
      [&] {
        x.rename(std::map<std::string, std::string>{{"N", "C"}});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['C', 'C'].");
}

// ---- rename_ --------------------------------------------------------------------------------------

TEST(RenameInPlace, ChangesThisTensorsNamesOnly) {
  // Observed in PyTorch 1.13: x.rename_('A', 'B') returns x with names ('A', 'B'); a view taken
  // before keeps the names it had; rename_(None) drops them; ('...', 'X') keeps the first.
  Tensor x = make_tensor({2, 3}, {"N", "C"});
  const Tensor before = x.rename({"P", "Q"});
  const Tensor& same = x.rename_({"A", "B"});
  EXPECT_TRUE(same.is_same(x));
  EXPECT_EQ(str(x.names()), (S{"A", "B"}));
  EXPECT_EQ(str(before.names()), (S{"P", "Q"}));
  x.rename_({"...", "X"});
  EXPECT_EQ(str(x.names()), (S{"A", "X"}));
  x.rename_(std::map<std::string, std::string>{{"X", "Y"}});
  EXPECT_EQ(str(x.names()), (S{"A", "Y"}));
  x.rename_(std::nullopt);
  EXPECT_FALSE(x.has_names());
  EXPECT_EQ(at(x, {1, 2}), 5.0f);
}

TEST(RenameInPlace, ErrorsLeaveTheNames) {
  // Observed: x.rename_('A'), x.rename_('A', 'A'), x.rename_(Z='Q') on names ('N', 'C'); x keeps them.
  Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error([&] { x.rename_({"A"}); },
                       "Number of names (1) and number of dimensions in tensor (2) do not match. Attempted to create "
                       "a tensor with names ['A']");
  expect_runtime_error(
      [&] {
        x.rename_({"A", "A"});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['A', 'A'].");
  expect_runtime_error(
      [&] {
        x.rename_(std::map<std::string, std::string>{{"Z", "Q"}});
      },
      "rename_: Tried to rename dim 'Z' to dim Q in Tensor[('N', 'C')] but dim 'Z' does not exist");
  EXPECT_EQ(str(x.names()), (S{"N", "C"}));
}

// ---- braced lists --------------------------------------------------------------------------------

TEST(NamedApi, BracedListsOfNamesAndSizes) {
  // As in Python: x.flatten(['C', 'H', 'W'], 'features'), then unflatten('features', (3, 20),
  // ('C', 'HW')), and lookups by name.
  const Tensor x = make_tensor({2, 3, 4, 5}, {"N", "C", "H", "W"});
  const Tensor f = x.flatten({"C", "H", "W"}, "features");
  EXPECT_EQ(str(f.names()), (S{"N", "features"}));
  EXPECT_EQ(vec(f.sizes()), (Shape{2, 60}));
  const Tensor u = f.unflatten("features", {3, 20}, {"C", "HW"});
  EXPECT_EQ(str(u.names()), (S{"N", "C", "HW"}));
  EXPECT_EQ(vec(u.sizes()), (Shape{2, 3, 20}));
  EXPECT_EQ(at(u, {1, 2, 19}), 119.0f);
  EXPECT_EQ(x.size("H"), 4);
  EXPECT_EQ(x.stride("C"), 20);
}

// ---- refine_names ----------------------------------------------------------------------------------

TEST(RefineNames, NamesAnUnnamedTensor) {
  // Observed for y = torch.randn(2, 3, 4).
  const Tensor y = make_tensor({2, 3, 4});
  const Tensor r = y.refine_names({"N", "C", "H"});
  EXPECT_EQ(str(r.names()), (S{"N", "C", "H"}));
  EXPECT_FALSE(y.has_names());
  EXPECT_FALSE(r.is_same(y));
  EXPECT_EQ(r.data_ptr(), y.data_ptr());
}

TEST(RefineNames, EllipsisTakesTheUnmentionedDims) {
  // Observed: ('N', '...') -> ('N', None, None); ('...', 'H') -> (None, None, 'H'); ('N', '...', 'H')
  // -> ('N', None, 'H'); ('N', '...', 'C', 'H') -> ('N', 'C', 'H'); a named ['N', 'C'] refined with
  // ('...', 'C') or ('N', '...') or ('...') keeps ('N', 'C').
  const Tensor y = make_tensor({2, 3, 4});
  EXPECT_EQ(str(y.refine_names({"N", "..."}).names()), (S{"N", "None", "None"}));
  EXPECT_EQ(str(y.refine_names({"...", "H"}).names()), (S{"None", "None", "H"}));
  EXPECT_EQ(str(y.refine_names({"N", "...", "H"}).names()), (S{"N", "None", "H"}));
  EXPECT_EQ(str(y.refine_names({"N", "...", "C", "H"}).names()), (S{"N", "C", "H"}));
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  EXPECT_EQ(str(x.refine_names({"...", "C"}).names()), (S{"N", "C"}));
  EXPECT_EQ(str(x.refine_names({"N", "..."}).names()), (S{"N", "C"}));
  EXPECT_EQ(str(x.refine_names({"..."}).names()), (S{"N", "C"}));
}

TEST(RefineNames, WildcardsMayStayOrBeRefined) {
  // Observed: y.refine_names('N', None, 'C') -> ('N', None, 'C'); Tensor['N', None] refined to
  // ('N', 'D') -> ('N', 'D'); y.refine_names('*', '...') -> all None.
  const Tensor y = make_tensor({2, 3, 4});
  EXPECT_EQ(str(y.refine_names({"N", "*", "C"}).names()), (S{"N", "None", "C"}));
  EXPECT_FALSE(y.refine_names({"*", "..."}).has_names());
  EXPECT_EQ(str(make_tensor({2, 3}, {"N", None}).refine_names({"N", "D"}).names()), (S{"N", "D"}));
}

TEST(RefineNames, DifferentNumberOfDims) {
  const Tensor y = make_tensor({2, 3, 4});
  expect_runtime_error(
      [&] {
        y.refine_names({"N", "C"});
      },
      "refine_names: cannot coerce Tensor[None, None, None] to Tensor['N', 'C'] because they have a "
      "different number of dims (3 and 2 respectively).");
  // The "..." expands to nothing when more names than dims are given (observed).
  expect_runtime_error(
      [&] {
        y.refine_names({"N", "A", "...", "C", "H"});
      },
      "refine_names: cannot coerce Tensor[None, None, None] to Tensor['N', 'A', 'C', 'H'] because "
      "they have a different number of dims (3 and 4 respectively).");
  expect_runtime_error(
      [&] {
        y.refine_names({"A", "B", "C", "D", "..."});
      },
      "refine_names: cannot coerce Tensor[None, None, None] to Tensor['A', 'B', 'C', 'D'] because "
      "they have a different number of dims (3 and 4 respectively).");
  // Python's slice with a negative stop: tensor.names[0:-1] fills the "..." (observed).
  expect_runtime_error(
      [&] {
        y.refine_names({"...", "A", "B", "C", "D"});
      },
      "refine_names: cannot coerce Tensor[None, None, None] to Tensor[None, None, 'A', 'B', 'C', "
      "'D'] because they have a different number of dims (3 and 6 respectively).");
  expect_runtime_error(
      [&] {
        make_tensor({2, 3}, {"N", "C"}).refine_names({"A", "B", "C", "..."});
      },
      "refine_names: cannot coerce Tensor['N', 'C'] to Tensor['A', 'B', 'C'] because they have a "
      "different number of dims (2 and 3 respectively).");
}

TEST(RefineNames, CannotCoerce) {
  // Observed texts.
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {"N", None}).refine_names({"C", "D"});
      },
      "refine_names: cannot coerce Tensor['N', None] to Tensor['C', 'D'] because 'N' is different "
      "from 'C' at index 0");
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {"N", "C"}).refine_names({"N", "D"});
      },
      "refine_names: cannot coerce Tensor['N', 'C'] to Tensor['N', 'D'] because 'C' is different "
      "from 'D' at index 1");
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {"N", None}).refine_names({"*", "D"});
      },
      "refine_names: cannot coerce Tensor['N', None] to Tensor[None, 'D'] because 'N' is more "
      "specific than None at index 0");
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {None, "N"}).refine_names({"N", "*"});
      },
      "refine_names: cannot coerce Tensor[None, 'N'] to Tensor['N', None] because 'N' is more "
      "specific than None at index 1");
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {"N", "C"}).refine_names({"A", "B", "..."});
      },
      "refine_names: cannot coerce Tensor['N', 'C'] to Tensor['A', 'B'] because 'N' is different "
      "from 'A' at index 0");
}

TEST(RefineNames, DuplicatesInvalidNamesAndEllipses) {
  // Observed texts.
  const Tensor y = make_tensor({2, 3, 4});
  expect_runtime_error(
      [&] {
        y.refine_names({"N", "N", "C"});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['N', 'N', 'C'].");
  expect_runtime_error([&] { y.refine_names({"1a", "..."}); }, kInvalid1a);
  expect_runtime_error(
      [&] {
        y.refine_names({"N", "...", "..."});
      },
      "refine_names: More than one Ellipsis ('...') found in names (('N', '...', '...')). This "
      "function supports up to one Ellipsis.");
  // Python finds the second "..." before it reads '1a'; C++ builds every Dimname of the list before
  // the call, so the invalid name is what it meets first.
  expect_runtime_error([] { make_tensor({2, 3}, {"N", "C"}).refine_names({"N", "...", "1a", "..."}); }, kInvalid1a);
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {"N", "C"}).refine_names({"N", "...", "C", "..."});
      },
      "refine_names: More than one Ellipsis ('...') found in names (('N', '...', 'C', '...')). This "
      "function supports up to one Ellipsis.");
}

// ---- align_to ------------------------------------------------------------------------------------

// All observed in PyTorch 1.13 on x = torch.randn(2, 3, 4, names=('N', 'C', 'H')), strides (12, 4, 1).
TEST(AlignTo, PermutesByName) {
  const Tensor x = make_tensor({2, 3, 4}, {"N", "C", "H"});
  const Tensor y = x.align_to({"H", "N", "C"});
  EXPECT_EQ(str(y.names()), (S{"H", "N", "C"}));
  EXPECT_EQ(vec(y.sizes()), (Shape{4, 2, 3}));
  EXPECT_EQ(vec(y.strides()), (Shape{1, 12, 4}));
  EXPECT_EQ(y.storage_offset(), 0);
  EXPECT_EQ(y.data_ptr(), x.data_ptr());
  EXPECT_FALSE(y.is_contiguous());
  // y[k, i, j] is x[i, j, k], which holds 12 i + 4 j + k.
  EXPECT_EQ(at(y, {3, 1, 2}), 12.0f * 1 + 4.0f * 2 + 3);
  EXPECT_EQ(at(y, {0, 0, 1}), 4.0f);
  EXPECT_EQ(str(x.names()), (S{"N", "C", "H"}));
}

TEST(AlignTo, InsertsSizeOneDimsForMissingNames) {
  const Tensor x = make_tensor({2, 3, 4}, {"N", "C", "H"});
  const Tensor y = x.align_to({"W", "H", "N", "C"});
  EXPECT_EQ(str(y.names()), (S{"W", "H", "N", "C"}));
  EXPECT_EQ(vec(y.sizes()), (Shape{1, 4, 2, 3}));
  EXPECT_EQ(vec(y.strides()), (Shape{0, 1, 12, 4}));
  EXPECT_EQ(at(y, {0, 2, 1, 1}), 12.0f + 4.0f + 2);
  // A wildcard in the order inserts an unnamed size-1 dim.
  const Tensor z = x.align_to({"H", "N", "C", "*"});
  EXPECT_EQ(str(z.names()), (S{"H", "N", "C", "None"}));
  EXPECT_EQ(vec(z.sizes()), (Shape{4, 2, 3, 1}));
  EXPECT_EQ(vec(z.strides()), (Shape{1, 12, 4, 0}));
}

TEST(AlignTo, Ellipsis) {
  const Tensor x = make_tensor({2, 3, 4}, {"N", "C", "H"});
  const Tensor a = x.align_to({"H", "..."});
  EXPECT_EQ(str(a.names()), (S{"H", "N", "C"}));
  EXPECT_EQ(vec(a.sizes()), (Shape{4, 2, 3}));
  EXPECT_EQ(vec(a.strides()), (Shape{1, 12, 4}));
  const Tensor b = x.align_to({"...", "N"});
  EXPECT_EQ(str(b.names()), (S{"C", "H", "N"}));
  EXPECT_EQ(vec(b.sizes()), (Shape{3, 4, 2}));
  EXPECT_EQ(vec(b.strides()), (Shape{4, 1, 12}));
  const Tensor c = x.align_to({"W", "...", "N"});
  EXPECT_EQ(str(c.names()), (S{"W", "C", "H", "N"}));
  EXPECT_EQ(vec(c.sizes()), (Shape{1, 3, 4, 2}));
  EXPECT_EQ(vec(c.strides()), (Shape{0, 4, 1, 12}));
  EXPECT_EQ(at(c, {0, 2, 3, 1}), 12.0f + 8 + 3);
}

TEST(AlignTo, EllipsisCarriesUnnamedDims) {
  // Observed on Tensor['N', None] of sizes (2, 3) and Tensor[None, 'N'].
  const Tensor x = make_tensor({2, 3}, {"N", None});
  const Tensor a = x.align_to({"...", "N"});
  EXPECT_EQ(str(a.names()), (S{"None", "N"}));
  EXPECT_EQ(vec(a.sizes()), (Shape{3, 2}));
  EXPECT_EQ(vec(a.strides()), (Shape{1, 3}));
  const Tensor b = x.align_to({"N", "..."});
  EXPECT_EQ(str(b.names()), (S{"N", "None"}));
  EXPECT_EQ(vec(b.strides()), (Shape{3, 1}));
  const Tensor c = make_tensor({2, 3}, {None, "N"}).align_to({"N", "..."});
  EXPECT_EQ(str(c.names()), (S{"N", "None"}));
  EXPECT_EQ(vec(c.sizes()), (Shape{3, 2}));
  EXPECT_EQ(vec(c.strides()), (Shape{1, 3}));
  const Tensor d = x.align_to({"W", "..."});
  EXPECT_EQ(str(d.names()), (S{"W", "N", "None"}));
  EXPECT_EQ(vec(d.sizes()), (Shape{1, 2, 3}));
  EXPECT_EQ(vec(d.strides()), (Shape{0, 3, 1}));
  const Tensor e = make_tensor({2, 3, 4}, {"N", None, "C"});
  EXPECT_EQ(str(e.align_to({"C", "...", "N"}).names()), (S{"C", "None", "N"}));
  EXPECT_EQ(vec(e.align_to({"C", "...", "N"}).strides()), (Shape{1, 4, 12}));
  EXPECT_EQ(str(e.align_to({"C", "N", "..."}).names()), (S{"C", "N", "None"}));
  EXPECT_EQ(vec(e.align_to({"C", "N", "..."}).sizes()), (Shape{4, 2, 3}));
}

TEST(AlignTo, UnnamedTensorWithEllipsis) {
  // Observed: torch.randn(2, 3).align_to('H', '...') and .align_to('...').
  const Tensor x = make_tensor({2, 3});
  const Tensor a = x.align_to({"H", "..."});
  EXPECT_EQ(str(a.names()), (S{"H", "None", "None"}));
  EXPECT_EQ(vec(a.sizes()), (Shape{1, 2, 3}));
  EXPECT_EQ(vec(a.strides()), (Shape{0, 3, 1}));
  const Tensor b = x.align_to({"..."});
  EXPECT_FALSE(b.has_names());
  EXPECT_EQ(vec(b.sizes()), (Shape{2, 3}));
}

TEST(AlignTo, StridedInputKeepsItsStridesAndOffset) {
  // x[:, 1:, ::2] of Tensor['N', 'C', 'H'] (2, 3, 4): sizes (2, 2, 2), strides (12, 4, 2), offset 4;
  // align_to('W', 'H', 'N', 'C') gives strides (0, 2, 12, 4), offset 4 (observed).
  const Tensor base = make_tensor({2, 3, 4});
  const Tensor x = restride(base, {2, 2, 2}, {12, 4, 2}, 4, {"N", "C", "H"});
  const Tensor y = x.align_to({"W", "H", "N", "C"});
  EXPECT_EQ(vec(y.sizes()), (Shape{1, 2, 2, 2}));
  EXPECT_EQ(vec(y.strides()), (Shape{0, 2, 12, 4}));
  EXPECT_EQ(y.storage_offset(), 4);
  // y[0, h, n, c] is base[n, 1 + c, 2 h].
  EXPECT_EQ(at(y, {0, 1, 1, 1}), 12.0f + 4 * 2 + 2);
  // A transposed input back in order: strides (1, 4, 12) named ('H', 'C', 'N').
  const Tensor t = restride(base, {4, 3, 2}, {1, 4, 12}, 0, {"H", "C", "N"});
  const Tensor u = t.align_to({"N", "C", "H"});
  EXPECT_EQ(vec(u.sizes()), (Shape{2, 3, 4}));
  EXPECT_EQ(vec(u.strides()), (Shape{12, 4, 1}));
  EXPECT_TRUE(u.is_contiguous());
}

TEST(AlignTo, ZeroDimTensor) {
  // Observed: torch.randn(()).align_to('A', 'B') -> sizes (1, 1), strides (0, 0).
  const Tensor x = make_tensor({});
  const Tensor y = x.align_to({"A", "B"});
  EXPECT_EQ(str(y.names()), (S{"A", "B"}));
  EXPECT_EQ(vec(y.sizes()), (Shape{1, 1}));
  EXPECT_EQ(vec(y.strides()), (Shape{0, 0}));
}

TEST(AlignTo, Errors) {
  // Observed texts; the "Cannot find dim" text prints the desired order twice, as PyTorch does.
  const Tensor x = make_tensor({2, 3, 4}, {"N", "C", "H"});
  expect_runtime_error(
      [&] {
        x.align_to({"H", "N"});
      },
      "align_to: Cannot find dim 'C' from Tensor['H', 'N'] in desired alignment ['H', 'N'].");
  expect_runtime_error(
      [&] {
        make_tensor({2, 3}, {"N", "C"}).align_to({});
      },
      "align_to: Cannot find dim 'N' from Tensor[] in desired alignment [].");
  expect_runtime_error(
      [&] {
        x.align_to({"H", "N", "C", "C"});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['H', 'N', 'C', 'C'].");
  expect_runtime_error(
      [&] {
        x.align_to({"H", "N", "...", "..."});
      },
      "align_to: More than one Ellipsis ('...') found in names (('H', 'N', '...', '...')). This "
      "function supports up to one Ellipsis.");
  expect_runtime_error([&] { x.align_to({"1a", "..."}); }, kInvalid1a);
  expect_runtime_error(
      [] {
        make_tensor({2, 3}).align_to({"H", "N"});
      },
      "align_to: All input dims must be named. Found unnamed dim at index 0 of Tensor[None, None]");
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {"N", None}).align_to({"N", "C"});
      },
      "align_to: All input dims must be named. Found unnamed dim at index 1 of Tensor['N', None]");
  expect_runtime_error(
      [] {
        make_tensor({2, 3}, {"N", None}).align_to({"N"});
      },
      "align_to: All input dims must be named. Found unnamed dim at index 1 of Tensor['N', None]");
}

TEST(AlignTo, EllipsisErrors) {
  // Observed texts.
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error(
      [&] {
        x.align_to({"H", "*", "..."});
      },
      "align_to: the desired order of dimensions cannot contain a None name, got ['H', None]");
  expect_runtime_error(
      [&] {
        x.align_to({"N", "N", "..."});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['N', 'N', 'C'].");
  expect_runtime_error(
      [&] {
        x.align_to({"C", "...", "C"});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['C', 'N', 'C'].");
  expect_runtime_error([&] { x.align_to({"N", "1a", "..."}); }, kInvalid1a);
  // (As refine_names: the invalid name first in C++.)
  expect_runtime_error([&] { x.align_to({"N", "...", "1a", "..."}); }, kInvalid1a);
  expect_runtime_error(
      [&] {
        x.align_to({"N", "...", "H", "..."});
      },
      "align_to: More than one Ellipsis ('...') found in names (('N', '...', 'H', '...')). This "
      "function supports up to one Ellipsis.");
}

// ---- align_as ------------------------------------------------------------------------------------

TEST(AlignAs, AlignsToTheOtherTensorsNames) {
  // Observed: Tensor['N', 'C'] (4, 3) aligned as Tensor['C', 'W', 'N'] -> sizes (3, 1, 4), strides
  // (1, 0, 3).
  const Tensor x = make_tensor({4, 3}, {"N", "C"});
  const Tensor other = make_tensor({3, 5, 4}, {"C", "W", "N"});
  const Tensor y = x.align_as(other);
  EXPECT_EQ(str(y.names()), (S{"C", "W", "N"}));
  EXPECT_EQ(vec(y.sizes()), (Shape{3, 1, 4}));
  EXPECT_EQ(vec(y.strides()), (Shape{1, 0, 3}));
  EXPECT_EQ(at(y, {2, 0, 3}), 3.0f * 3 + 2);
}

TEST(AlignAs, Errors) {
  // Observed texts.
  const Tensor x = make_tensor({4, 3}, {"N", "C"});
  expect_runtime_error(
      [&] {
        x.align_as(make_tensor({3, 5, 4}));
      },
      "align_to: Cannot find dim 'N' from Tensor[None, None, None] in desired alignment [None, None, "
      "None].");
  expect_runtime_error(
      [&] {
        x.align_as(make_tensor({3, 5}, {"C", "W"}));
      },
      "align_to: Cannot find dim 'N' from Tensor['C', 'W'] in desired alignment ['C', 'W'].");
  expect_runtime_error(
      [] {
        make_tensor({4, 3}).align_as(make_tensor({3, 5, 4}, {"C", "W", "N"}));
      },
      "align_to: All input dims must be named. Found unnamed dim at index 0 of Tensor[None, None]");
  expect_runtime_error(
      [] {
        make_tensor({4, 3}, {"N", None}).align_as(make_tensor({3, 5, 4}, {"C", "W", "N"}));
      },
      "align_to: All input dims must be named. Found unnamed dim at index 1 of Tensor['N', None]");
}

// ---- lookups by name ---------------------------------------------------------------------------------

TEST(LookupByName, SizeAndStride) {
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  EXPECT_EQ(x.size("C"), 3);
  EXPECT_EQ(x.size("N"), 2);
  EXPECT_EQ(x.stride("N"), 3);
  EXPECT_EQ(x.stride("C"), 1);
}

TEST(LookupByName, Errors) {
  // Observed texts.
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error([&] { x.size("X"); }, "Name 'X' not found in Tensor['N', 'C'].");
  expect_runtime_error([] { make_tensor({2, 3}).size("X"); }, "Name 'X' not found in Tensor[None, None].");
  expect_runtime_error([&] { x.size(None); }, "Please look up dimensions by name, got: name = None.");
}

TEST(Ellipsis, IsNoNameOutsideTheListsOfNames) {
  // Observed in PyTorch 1.13: torch.zeros(2, names=('...',)), x.sum('...'), x.rename(N='...').
  const std::string invalid =
      "Invalid name: a valid identifier contains only digits, alphabetical characters, and/or underscore and "
      "starts with a non-digit. got: '...'.";
  const Tensor x = make_tensor({2, 3}, {"N", "C"});
  expect_runtime_error([] { zeros({2}, TensorOptions().names({"..."})); }, invalid);
  expect_runtime_error([&] { x.size("..."); }, invalid);
  expect_runtime_error([&] { x.sum(DimnameList(std::vector<Dimname>{Dimname("...")})); }, invalid);
  expect_runtime_error([&] { x.rename(std::map<std::string, std::string>{{"N", "..."}}); }, invalid);
  // libtorch's align_to(order, ellipsis_idx): the order itself holds no "...".
  expect_runtime_error([&] { x.align_to({"...", "N"}, 0); }, invalid);
}

}  // namespace
}  // namespace opforge
