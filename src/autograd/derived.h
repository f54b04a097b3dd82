// The graph nodes of ops.yaml entries with `derivatives`: the generator renders each entry's
// formulas as a backward function (codegen/derivative_model.py) and records, after the function
// form's kernel, a DerivedNode holding what that function reads.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "iteration/dim_mask.h"
#include "opforge/autograd.h"

namespace opforge::autograd {

// What a reduction's meta step computed (dispatch::plan_reduction), which its formulas read: the
// dims folded and whether they were kept.
struct ReducedDims {
  reduce::DimMask mask;
  bool keepdim = false;
};

// What a generated backward function reads. The stub saves, at the forward, the tensors its
// formulas name (operands, then the result), the other arguments (and values its meta step
// computed, as a reducer's correction) as Scalars, optional Scalars and int lists, and a
// reduction's dims;
// record_derived adds the rest.
struct SavedValues {
  std::vector<Tensor> tensors{};
  std::vector<Scalar> scalars{};
  std::vector<DimVector> int_lists{};
  std::vector<std::optional<Scalar>> optional_scalars{};  // optional numbers (clamp's min and max)
  std::vector<std::optional<std::string>> strings{};      // strings (div's rounding_mode)
  ReducedDims reduced{};                                  // a reduction's; empty otherwise
  // An in-place call's node saves its inputs at their versions before the write (a formula that
  // reads an input the call wrote, x.mul_(x)'s other, is then PyTorch's in-place error) and its
  // result at the version after it (the stub bumps self's version on return).
  bool result_written_in_place = false;
  // The call was in place (recorded for a NotImplemented node, whose error names floor_divide_).
  bool in_place = false;
  // Filled by record_derived:
  std::vector<uint64_t> versions{};      // each tensor's storage version when saved
  std::vector<DimVector> input_sizes{};  // each differentiated input's sizes (sizes(x) in a formula)
  std::vector<bool> needs{};             // which inputs need a gradient
  bool needs_grad(size_t i) const { return needs[i]; }
};

// grads (the gradient of each result, grad and grad1 in formulas) -> one gradient per
// differentiated input.
using BackwardFunction = std::vector<Tensor> (*)(const SavedValues&, const std::vector<Tensor>& grads);

// An operand as the tensor a formula reads: the tensor, or a number as a 0-dim tensor of its
// kind's dtype (float64, int64, bool, complex128), which promotes as PyTorch's wrapped numbers do
// against tensors with dims.
Tensor scalar_as_tensor(const Scalar& s);
template <class I>
Tensor as_tensor(const I& operand) {
  if constexpr (requires { operand.tensor; }) {
    return operand.tensor ? Tensor(*operand.tensor) : scalar_as_tensor(*operand.scalar);
  } else {
    return Tensor(operand);
  }
}

// The tensor of a differentiated operand, nullptr for a number or an optional tensor not given
// (no edge).
template <class I>
const TensorBase* input_tensor(const I& operand) {
  if constexpr (requires { operand.tensor; }) {
    return operand.tensor;
  } else if constexpr (requires { operand.has_value(); }) {
    return operand.has_value() ? &*operand : nullptr;
  } else {
    return &operand;
  }
}

// op(a, b) for two Scalars, op one of + - * / (complex where either is, else double, else int64).
Scalar scalar_arithmetic(char op, const Scalar& a, const Scalar& b);

// The gradient of an input whose derivative is `not_implemented` (ops.yaml): PyTorch's error from
// its NotImplemented node, RuntimeError "derivative for aten::floor_divide is not implemented"
// (aten::floor_divide_ for an in-place call).
[[noreturn]] Tensor derivative_not_implemented(std::string_view op, const SavedValues& saved);

// conj of a Scalar argument in a formula (addmm's conj(alpha)): a complex one's conjugate, else s.
Scalar conj_scalar(const Scalar& s);

// Makes `node_name`'s node the history of `result` (the function form's, fresh from the kernel):
// its edges to `inputs`, their sizes and dtypes, and the values `backward` reads (with
// saves_result, the last tensor is `result` itself, kept without its history: a node holding the
// tensor that holds it would never be freed). Complex tensors too: the generated gradient tests
// check each formula at complex128 inputs as well.
void record_derived(const Tensor& result, const char* node_name, BackwardFunction backward,
                    std::initializer_list<const TensorBase*> inputs, SavedValues saved, bool saves_result);

// The same for an entry whose results are all differentiated (var_mean's var and mean): the node has
// one gradient per result (`grad`, `grad1` in its formulas; zeros for a result that received none),
// and result k is its output k. A saved result is the first.
void record_derived(std::initializer_list<Tensor> results, const char* node_name, BackwardFunction backward,
                    std::initializer_list<const TensorBase*> inputs, SavedValues saved, bool saves_result);

// The same over spans: a list of results (split's pieces: `grads` in the formulas) or of inputs
// (cat's tensors: one edge each, input_list).
void record_derived(std::span<const Tensor> results, const char* node_name, BackwardFunction backward,
                    std::span<const TensorBase* const> inputs, SavedValues saved, bool saves_result);

// self's values before an in-place call that records its node and whose formulas read self: a
// copy, without history.
Tensor original_of(const Tensor& self);

// Marks a view op's result(s) recorded with history, and the tensor it was taken of (meta.h:
// in-place calls with history refuse both). A result that is the input itself (rename_, an
// in-place view op) is no view of it.
void note_view(const Tensor& base, const Tensor& view);
void note_views(const Tensor& base, std::span<const Tensor> views);

// The tensors of a differentiated list operand (cat's), one edge each.
std::vector<const TensorBase*> input_list(TensorList tensors);

// The helpers of formulas (ops.yaml `derivatives`) besides ops, over the saved values. A
// reduction's read its saved dims and self's sizes (self is its input 0):
// unreduce(x): x, shaped as the result, back at self's sizes: each folded dim restored (unless
// kept) and expanded, as PyTorch's restore_reduced_dims and expand. Unnamed.
Tensor unreduce(const Tensor& x, const SavedValues& saved);
// reduced_sum(x): x, shaped as self, summed over the folded dims: shaped as the result.
Tensor reduced_sum(const Tensor& x, const SavedValues& saved);
// reduced_count(): how many elements of self each result element folds (an int64 Scalar).
Scalar reduced_count(const SavedValues& saved);
// inverse_permutation(dims): the permutation that undoes permute(x, dims) (dims may be negative).
DimVector inverse_permutation(IntArrayRef dims);
// diagonal_backward(grad, sizes, offset, dim1, dim2): zeros of `sizes` with grad written on the
// diagonal; unfold_backward(grad, sizes, dimension, size, step): zeros of `sizes` with each
// window's gradient added at its place (windows that overlap add up).
Tensor diagonal_backward(const Tensor& grad, IntArrayRef sizes, int64_t offset, int64_t dim1, int64_t dim2);
Tensor unfold_backward(const Tensor& grad, IntArrayRef sizes, int64_t dimension, int64_t size, int64_t step);
// cat_backward(grad, sizes, dim): grad cut along dim into the inputs' sizes (an input PyTorch's
// legacy cat skips, 1-D of size 0, gets zeros of its size).
std::vector<Tensor> cat_backward(const Tensor& grad, const std::vector<DimVector>& sizes, int64_t dim);
// narrow_backward(grad, sizes, dim, start, length): zeros of `sizes` with grad written at the
// narrowed place (PyTorch's slice_backward); select_backward(grad, sizes, dim, index) likewise at
// the selected index.
Tensor narrow_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, int64_t start, int64_t length);
Tensor select_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, int64_t index);

// PyTorch's error for a graph whose saved values were freed by an earlier backward.
[[noreturn]] void raise_freed_graph();

// The storage versions of `tensors` (undefined ones: 0).
std::vector<uint64_t> versions_of(const std::vector<Tensor>& tensors);

// PyTorch's error for a saved tensor written in place since it was saved: "one of the variables
// needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor
// [3]] is at version 1; expected version 0 instead." with ", which is output 0 of ExpBackward0,"
// after the sizes of a tensor that is a node's output: for tensor i with result_nrs[i] >= 0, that
// result of the saving node `output_of` (kept without history), else its grad_fn's.
void check_versions(const std::vector<Tensor>& tensors, const std::vector<uint64_t>& versions,
                    std::string_view output_of = {}, std::span<const int32_t> result_nrs = {});

}  // namespace opforge::autograd
