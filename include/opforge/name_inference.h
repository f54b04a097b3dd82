// Name inference (pytorch.org/docs/stable/name_inference.html): one function per rule, called by the generated meta
// step of every op. Each rule checks its inputs' names and computes the output's names, with
// PyTorch's error texts.
//
// A rule returns MaybeNames: std::nullopt when no input has names, which is the fast path the
// unnamed world takes (an inline pointer test, no work and no allocation); otherwise one name per
// output dim (wildcards where unnamed). propagate_names() then attaches the result to an output
// tensor, applying the out= / in-place rule.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>

#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/tensor.h"
#include "opforge/tensor_impl.h"

namespace opforge::name_inference {

using MaybeNames = std::optional<DimnameVector>;

// An operand as name inference sees it: its names (nullptr when it has none) and its dim, which
// an unnamed operand still contributes (its dims count as wildcards).
struct Operand {
  const DimnameVector* names;
  int64_t dim;

  Operand(const DimnameVector* names_, int64_t dim_) : names(names_), dim(dim_) {}
  Operand(const TensorImpl& t) : names(t.names()), dim(t.dim()) {}
  Operand(const TensorBase& t) : Operand(*t.impl()) {}
  // A names list standing for a tensor of that many dims; it must outlive the call.
  Operand(const DimnameVector& names_) : names(&names_), dim(static_cast<int64_t>(names_.size())) {}
};

// ---- keeps_input_names: the output has the input's names (unary pointwise ops, ...) ----
inline MaybeNames keeps_input_names(Operand self) {
  if (!self.names) return std::nullopt;
  return *self.names;
}

// ---- removes_dimensions: reductions, select, squeeze, ... ----
// The output keeps the names of every dim not in `removed_dims` (indices into self, negative ones
// wrapped; IndexError out of range); with keepdim nothing is removed. A full reduction lists every
// dim.
MaybeNames removes_dimensions_slow(Operand self, IntArrayRef removed_dims, bool keepdim);
inline MaybeNames removes_dimensions(Operand self, IntArrayRef removed_dims, bool keepdim = false) {
  if (!self.names) return std::nullopt;
  return removes_dimensions_slow(self, removed_dims, keepdim);
}

// ---- unifies_names_from_inputs: binary and n-ary broadcasting ops ----
// PyTorch's unify_from_right on two full names lists: names must match position by position from
// the right (RuntimeError "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim
// 'C' and dim 'N' are at the same position from the right but do not match."), and a name matched
// against a wildcard must not appear elsewhere in the other list (RuntimeError "Misaligned dims
// when attempting to broadcast dims ['N'] and dims ['N', None]: dim 'N' appears in a different
// position from the right across both lists."). `action` replaces "broadcast" in those texts.
DimnameVector unify_from_right(DimnameList names, DimnameList other, std::string_view action = "broadcast");

// Unifies the inputs' names from the right, left to right (as PyTorch's TensorIterator does). The
// result has as many names as the largest input has dims. `action` names the op in the errors of
// an op over a tensor list (PyTorch: "Error when attempting to cat dims ...").
MaybeNames unifies_names_from_inputs_slow(std::span<const Operand> inputs, std::string_view action = "broadcast");
inline MaybeNames unifies_names_from_inputs(Operand a, Operand b) {
  if (!a.names && !b.names) return std::nullopt;
  const Operand inputs[] = {a, b};
  return unifies_names_from_inputs_slow(inputs);
}
inline MaybeNames unifies_names_from_inputs(std::initializer_list<Operand> inputs) {
  for (const Operand& o : inputs)
    if (o.names) return unifies_names_from_inputs_slow(std::span<const Operand>(inputs.begin(), inputs.size()));
  return std::nullopt;
}

// ---- permutes_dimensions: transpose, t, permute, movedim ----
// Output dim i has the name of input dim perm[i] (negative indices wrapped; IndexError out of
// range). The caller has checked that perm is a permutation.
MaybeNames permutes_dimensions_slow(Operand self, IntArrayRef perm);
inline MaybeNames permutes_dimensions(Operand self, IntArrayRef perm) {
  if (!self.names) return std::nullopt;
  return permutes_dimensions_slow(self, perm);
}
// transpose(dim0, dim1): the two dims' names swap.
MaybeNames transposes_dimensions_slow(Operand self, int64_t dim0, int64_t dim1);
inline MaybeNames permutes_dimensions(Operand self, int64_t dim0, int64_t dim1) {
  if (!self.names) return std::nullopt;
  return transposes_dimensions_slow(self, dim0, dim1);
}

// ---- contracts_away_dims: mm, mv, dot, bmm, matmul ----
// PyTorch's compute_matmul_outnames, which all of these share: the batch dims (all but the last
// two) of both operands unify from the right, then self.names[-2] (when self has 2+ dims) and
// other.names[-1] (when other has 2+ dims) follow; the contracted dims disappear. Errors, with
// PyTorch's texts:
//   both operands need 1+ dims ("both arguments to matmul need to be at least 1D, but they are 0D
//   and 2D");
//   batch dims that differ ("matmul: Expected 'N' (index 0 of ['N', 'A', 'B']) to match 'M'
//   (index 0 of ['M', 'X', 'Y']) but they do not match.") or are misaligned ("matmul: Cannot
//   match 'N' (index 0 of [...]) with None (index 0 of [...]) because the latter names already
//   have 'N'. Are your tensors misaligned?");
//   two equal names in the last two output dims ("Matrix multiplying Tensor['N', 'D'] with
//   Tensor['in', 'N'] would produce output tensor with duplicate names ['N', 'N']. Please rename
//   the input tensors with `Tensor.rename` to prevent this.").
MaybeNames contracts_away_dims_slow(Operand self, Operand other);
inline MaybeNames contracts_away_dims(Operand self, Operand other) {
  if (!self.names && !other.names) return std::nullopt;
  return contracts_away_dims_slow(self, other);
}
// addmm, addmv: the contraction of m1 and m2 (as above), then unified from the right with `bias`
// as a broadcasting add does; a mismatch names the contraction's names first.
MaybeNames contracts_then_unifies_slow(Operand m1, Operand m2, Operand bias);
inline MaybeNames contracts_away_dims(Operand m1, Operand m2, Operand bias) {
  if (!m1.names && !m2.names && !bias.names) return std::nullopt;
  return contracts_then_unifies_slow(m1, m2, bias);
}

// ---- factory: torch.zeros(2, 3, names=('N', 'C')) ----
// Names a freshly created tensor: one name per dim (RuntimeError "Number of names (1) and number
// of dimensions in tensor (2) do not match. Attempted to create a tensor with names ['N']") and no
// name twice (RuntimeError "Cannot construct a tensor with duplicate names. Got names: ['N',
// 'N']."). No names, or only wildcards, leave the tensor unnamed.
inline void factory(TensorImpl& result, const std::optional<DimnameVector>& names) {
  if (names) result.set_names(*names);
}

// ---- out_function_semantics and in-place ops; also every fresh output ----
// Gives `result` the computed names. An unnamed result (a fresh output, an unnamed out= tensor,
// an unnamed self of an in-place op) takes them. A result with names keeps them, and they must
// equal the computed ones exactly (std::nullopt counting as all wildcards): RuntimeError "Name
// mismatch: specified out tensor with names ['N', None] are not the same as the computed output
// names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`." In-place ops are
// out functions whose out tensor is self, so `x += y` names an unnamed x with the unified names.
// For copy_ (out_function_semantics in the spec's table) the computed names are
// unifies_names_from_inputs(self, src).
void propagate_names_slow(TensorImpl& result, const MaybeNames& names);
inline void propagate_names(TensorImpl& result, const MaybeNames& names) {
  if (!names && !result.has_names()) return;
  propagate_names_slow(result, names);
}

}  // namespace opforge::name_inference
