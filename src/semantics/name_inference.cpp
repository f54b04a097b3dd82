// The slow paths of the name-inference rules: reached only when some operand has names.
#include "opforge/name_inference.h"

#include <algorithm>

#include "opforge/dim_arg.h"
#include "opforge/error.h"

namespace opforge::name_inference {

namespace {

// An operand's names with wildcards for an unnamed one: PyTorch's tensor.names().
DimnameVector names_or_wildcards(Operand o) {
  if (o.names) return *o.names;
  return DimnameVector(static_cast<size_t>(o.dim));
}

bool contains(DimnameList names, Dimname name) { return std::ranges::find(names, name) != names.end(); }

// A name matched against a wildcard must not sit elsewhere in the wildcard's list: refining the
// wildcard to it would give that list the name twice.
void check_for_misalignment(Dimname name, DimnameList names, DimnameList other, std::string_view action) {
  if (name.is_wildcard()) return;
  OPFORGE_CHECK(!contains(other, name), RuntimeError,
                "Misaligned dims when attempting to {} dims {} and dims {}: dim {} appears in a different "
                "position from the right across both lists.",
                action, names_repr(names), names_repr(other), dimname_repr(name));
}

// PyTorch's TensorName: a name together with the list it came from and its index there, which is
// what matmul's batch-dim errors print ("'N' (index 0 of ['N', 'A', 'B'])").
struct TensorName {
  Dimname name;
  DimnameList origin;
  size_t index;

  std::string repr() const { return fmt::format("{} (index {} of {})", dimname_repr(name), index, names_repr(origin)); }
};

// TensorName::unify with op_name "matmul".
TensorName unify_batch_name(const TensorName& a, const TensorName& b) {
  if (a.name == b.name) return a;  // equal names, or two wildcards
  if (b.name.is_wildcard()) {
    OPFORGE_CHECK(!contains(b.origin, a.name), RuntimeError,
                  "matmul: Cannot match {} with {} because the latter names already have {}. Are your tensors "
                  "misaligned?",
                  a.repr(), b.repr(), dimname_repr(a.name));
    return a;
  }
  if (a.name.is_wildcard()) return unify_batch_name(b, a);
  raise<RuntimeError>("matmul: Expected {} to match {} but they do not match.", a.repr(), b.repr());
}

// The batch dims (all but the last two) of `names` as TensorNames.
SmallVector<TensorName, 6> batch_names(DimnameList names) {
  SmallVector<TensorName, 6> out;
  const size_t batch = names.size() > 2 ? names.size() - 2 : 0;
  for (size_t i = 0; i < batch; ++i) out.push_back(TensorName{names[i], names, i});
  return out;
}

// compute_matmul_outnames on full names lists.
DimnameVector matmul_names(DimnameList self, DimnameList other) {
  OPFORGE_CHECK(!self.empty() && !other.empty(), RuntimeError,
                "both arguments to matmul need to be at least 1D, but they are {}D and {}D", self.size(), other.size());
  // TensorNames::unifyFromRightInplace: the longer batch keeps its leading names, the overlap unifies
  // with self's name on the left of each comparison.
  const SmallVector<TensorName, 6> self_batch = batch_names(self);
  const SmallVector<TensorName, 6> other_batch = batch_names(other);
  SmallVector<TensorName, 6> batch;
  if (self_batch.size() > other_batch.size()) {
    const size_t diff = self_batch.size() - other_batch.size();
    batch = self_batch;
    for (size_t i = diff; i < batch.size(); ++i) batch[i] = unify_batch_name(batch[i], other_batch[i - diff]);
  } else {
    const size_t diff = other_batch.size() - self_batch.size();
    batch.assign(other_batch.begin(), other_batch.begin() + static_cast<ptrdiff_t>(diff));
    for (const TensorName& n : self_batch) batch.push_back(n);
    for (size_t i = diff; i < batch.size(); ++i) batch[i] = unify_batch_name(batch[i], other_batch[i]);
  }

  DimnameVector result;
  result.reserve(batch.size() + 2);
  for (const TensorName& n : batch) result.push_back(n.name);
  // A 1-D operand is a vector, contracted away entirely.
  if (self.size() >= 2) result.push_back(self[self.size() - 2]);
  if (other.size() >= 2) result.push_back(other.back());

  if (self.size() >= 2 && other.size() >= 2) {
    const Dimname row = result[result.size() - 2];
    const Dimname col = result.back();
    OPFORGE_CHECK(row.is_wildcard() || row != col, RuntimeError,
                  "Matrix multiplying Tensor{} with Tensor{} would produce output tensor with duplicate names {}. "
                  "Please rename the input tensors with `Tensor.rename` to prevent this.",
                  names_repr(self), names_repr(other), names_repr(result));
  }
  return result;
}

}  // namespace

DimnameVector unify_from_right(DimnameList names, DimnameList other, std::string_view action) {
  const size_t size = std::max(names.size(), other.size());
  DimnameVector result(size);
  for (size_t k = 0; k < size; ++k) {
    const Dimname name = k < names.size() ? names[names.size() - 1 - k] : Dimname();
    const Dimname other_name = k < other.size() ? other[other.size() - 1 - k] : Dimname();
    OPFORGE_CHECK(name.matches(other_name), RuntimeError,
                  "Error when attempting to {} dims {} and dims {}: dim {} and dim {} are at the same position "
                  "from the right but do not match.",
                  action, names_repr(names), names_repr(other), dimname_repr(name), dimname_repr(other_name));
    result[size - 1 - k] = name.is_wildcard() ? other_name : name;
    if (name.is_wildcard() || other_name.is_wildcard()) {
      check_for_misalignment(name, names, other, action);
      check_for_misalignment(other_name, other, names, action);
    }
  }
  return result;
}

MaybeNames removes_dimensions_slow(Operand self, IntArrayRef removed_dims, bool keepdim) {
  const DimnameVector& names = *self.names;
  // A zero-dim operand has no dim to remove (reducing it over dim 0 or -1 leaves it zero-dim).
  if (keepdim || names.empty()) return names;
  SmallVector<bool, 8> removed(names.size(), false);
  for (int64_t d : removed_dims) removed[static_cast<size_t>(wrap_dim(d, self.dim))] = true;
  DimnameVector result;
  for (size_t i = 0; i < names.size(); ++i)
    if (!removed[i]) result.push_back(names[i]);
  return result;
}

MaybeNames unifies_names_from_inputs_slow(std::span<const Operand> inputs, std::string_view action) {
  DimnameVector result = names_or_wildcards(inputs.front());
  for (const Operand& o : inputs.subspan(1)) {
    if (o.names && std::equal(result.begin(), result.end(), o.names->begin(), o.names->end())) {
      continue;  // the same names unify to themselves (a tensor's names are never misaligned)
    }
    if (o.names) {
      result = unify_from_right(result, *o.names, action);
    } else if (static_cast<size_t>(o.dim) > result.size()) {
      // Wildcards match anything and are never misaligned: an unnamed operand only pads the front.
      DimnameVector padded(static_cast<size_t>(o.dim) - result.size());
      for (Dimname n : result) padded.push_back(n);
      result = std::move(padded);
    }
  }
  return result;
}

MaybeNames permutes_dimensions_slow(Operand self, IntArrayRef perm) {
  const DimnameVector& names = *self.names;
  if (names.empty()) return names;  // permute([]) or permute([0]) of a zero-dim operand
  DimnameVector result;
  result.reserve(perm.size());
  for (int64_t d : perm) result.push_back(names[static_cast<size_t>(wrap_dim(d, self.dim))]);
  return result;
}

MaybeNames transposes_dimensions_slow(Operand self, int64_t dim0, int64_t dim1) {
  DimnameVector result = *self.names;
  if (result.empty()) return result;  // transpose(0, -1) of a zero-dim operand
  std::swap(result[static_cast<size_t>(wrap_dim(dim0, self.dim))],
            result[static_cast<size_t>(wrap_dim(dim1, self.dim))]);
  return result;
}

MaybeNames contracts_away_dims_slow(Operand self, Operand other) {
  return matmul_names(names_or_wildcards(self), names_or_wildcards(other));
}

MaybeNames contracts_then_unifies_slow(Operand m1, Operand m2, Operand bias) {
  const DimnameVector contracted = matmul_names(names_or_wildcards(m1), names_or_wildcards(m2));
  return unify_from_right(contracted, names_or_wildcards(bias));
}

void propagate_names_slow(TensorImpl& result, const MaybeNames& names) {
  const DimnameVector* existing = result.names();
  if (!existing) {
    result.set_names(*names);
    return;
  }
  const DimnameVector computed = names ? *names : DimnameVector(static_cast<size_t>(result.dim()));
  OPFORGE_CHECK(*existing == computed, RuntimeError,
                "Name mismatch: specified out tensor with names {} are not the same as the computed output names "
                "{}. Please rename the out tensor's dims with `Tensor.rename`.",
                names_repr(*existing), names_repr(computed));
}

}  // namespace opforge::name_inference
