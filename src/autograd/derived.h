// The graph nodes of ops.yaml entries with `derivatives`: the generator renders each entry's
// formulas as a backward function (codegen/derivative_model.py) and records, after the function
// form's kernel, a DerivedNode holding what that function reads.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "opforge/autograd.h"

namespace opforge::autograd {

// What a generated backward function reads: the tensors it names (operands, then the result) and
// the other arguments as Scalars, saved at the forward; and which inputs need a gradient.
struct SavedValues {
  std::vector<Tensor> tensors;
  std::vector<uint64_t> versions;  // each tensor's storage version when saved
  std::vector<Scalar> scalars;
  std::vector<bool> needs;
  bool needs_grad(size_t i) const { return needs[i]; }
};

// grad (the gradient of the result) -> one gradient per differentiated input.
using BackwardFunction = std::vector<Tensor> (*)(const SavedValues&, const Tensor& grad);

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

// The tensor of a differentiated operand, nullptr for a number (no edge).
template <class I>
const TensorBase* input_tensor(const I& operand) {
  if constexpr (requires { operand.tensor; }) {
    return operand.tensor;
  } else {
    return &operand;
  }
}

// op(a, b) for two Scalars, op one of + - * / (complex where either is, else double, else int64).
Scalar scalar_arithmetic(char op, const Scalar& a, const Scalar& b);

// Makes `node_name`'s node the history of `result` (the function form's, fresh from the kernel):
// its edges to `inputs`, their sizes and dtypes, and the values `backward` reads (with
// saves_result, the last tensor is `result` itself, kept without its history: a node holding the
// tensor that holds it would never be freed). Complex tensors are refused: their formulas are
// not verified yet.
void record_derived(const Tensor& result, std::string_view op, const char* node_name, BackwardFunction backward,
                    std::initializer_list<const TensorBase*> inputs, std::vector<Tensor> tensors,
                    std::vector<Scalar> scalars, bool saves_result);

// PyTorch's error for a graph whose saved values were freed by an earlier backward.
[[noreturn]] void raise_freed_graph();

// The storage versions of `tensors` (undefined ones: 0).
std::vector<uint64_t> versions_of(const std::vector<Tensor>& tensors);

// PyTorch's error for a saved tensor written in place since it was saved: "one of the variables
// needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor
// [3]] is at version 1; expected version 0 instead." (", which is output 0 of ExpBackward0," for
// tensor `output_index`, a node's own result, with output_of its name).
void check_versions(const std::vector<Tensor>& tensors, const std::vector<uint64_t>& versions,
                    const char* output_of = nullptr, size_t output_index = 0);

}  // namespace opforge::autograd
