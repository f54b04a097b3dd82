// The generated gradient tests' check (codegen/derivative_model.py): an op's declared derivatives
// against central differences in float64, as PyTorch's torch.autograd.gradcheck.
#pragma once

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "opforge/tensor.h"

namespace conformance {

// A bool tensor of `sizes` whose elements alternate true, false (where's condition).
opforge::Tensor alternating_condition(std::vector<int64_t> sizes);

// A Tensor[] result (split's) as one tensor: its pieces unnamed, flattened and concatenated.
opforge::Tensor flat_cat(const std::vector<opforge::Tensor>& pieces);

// A 1-D int64 tensor of `values` (an index argument: index_select's, index_fill's).
opforge::Tensor index_tensor(const std::vector<int64_t>& values);

// The Jacobian of f at random float64 inputs of `shapes` (uniform in [0.2, 0.8], fixed seed): each
// row from autograd::grad of one output element, against (f(x + eps) - f(x - eps)) / 2 eps per
// input element, eps 1e-6; each entry within 1e-5 + 1e-3 |numerical|. A result of less precision
// (a conversion's) is checked at inputs rounded to multiples of 2^-8 with eps 2^-4, exact in every
// floating dtype. Input i has names[i], where
// given (an op that takes a dim by name); input i uniform in ranges[i], where given (acosh's
// domain, gradcheck's range).
void expect_gradients_match(const std::function<opforge::Tensor(const std::vector<opforge::Tensor>&)>& f,
                            const std::vector<std::vector<int64_t>>& shapes,
                            const std::vector<std::vector<opforge::Dimname>>& names = {},
                            const std::vector<std::pair<double, double>>& ranges = {});

// The same at random complex128 inputs (real parts as above, imaginary parts uniform in
// [0.2, 0.8]; both on the grid above for a result of less precision), in PyTorch's convention for
// complex gradients (its gradcheck of complex inputs):
// for a real loss L the gradient of x is dL/d Re(x) + i dL/d Im(x). Each output element j is
// seeded with 1, and for a complex result also with i: the gradients backward gives are checked
// against the central differences of Re(y_j), and of Im(y_j), along Re(x_k) and Im(x_k).
void expect_complex_gradients_match(const std::function<opforge::Tensor(const std::vector<opforge::Tensor>&)>& f,
                                    const std::vector<std::vector<int64_t>>& shapes,
                                    const std::vector<std::vector<opforge::Dimname>>& names = {},
                                    const std::vector<std::pair<double, double>>& ranges = {});

// For an entry whose derivatives are not_implemented: f at float64 inputs of `shapes` that require
// grad gives a result that requires grad, and backward from it raises RuntimeError `message`.
void expect_derivative_not_implemented(const std::function<opforge::Tensor(const std::vector<opforge::Tensor>&)>& f,
                                       const std::vector<std::vector<int64_t>>& shapes, const char* message);

}  // namespace conformance
