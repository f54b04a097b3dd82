// The backward helpers of particular ops, which their ops.yaml formulas call (as PyTorch's
// FunctionsManual): each computes one gradient with opforge's ops, without grad mode (the engine
// runs backward functions so). The general helpers (sizes, unreduce, narrow_backward, ...) are
// derived.h's.
#pragma once

#include <cstdint>
#include <optional>

#include "opforge/tensor.h"

namespace opforge::autograd {

// softmax's: (grad - sum(grad * result, dim, keepdim)) * result (PyTorch's _softmax_backward_data).
Tensor softmax_backward(const Tensor& grad, const Tensor& result, int64_t dim);

// log_softmax's: grad - exp(result) * sum(grad, dim, keepdim).
Tensor log_softmax_backward(const Tensor& grad, const Tensor& result, int64_t dim);

// logsumexp's: grad * exp(self - result), grad and result with the folded dims restored unless
// kept (an empty dim list folds every dim).
Tensor logsumexp_backward(const Tensor& grad, const Tensor& self, const Tensor& result, IntArrayRef dim, bool keepdim);

// cumsum's: the sums of grad from each element to the end of dim (flip, cumsum, flip).
Tensor cumsum_backward(const Tensor& grad, int64_t dim);

// max.dim's, kthvalue's, median's, mode's: grad at the index each value came from along dim
// (indices, of the result's shape, kept dims or not), zero elsewhere: zeros of `sizes`.
Tensor value_selecting_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& indices,
                                bool keepdim);

// prod's, with grad at self's sizes (unreduce(grad)): grad times the product of the other
// elements of each line along dim (of all elements for prod_backward), as exclusive cumulative
// products from both sides, so that zeros in self are exact (no division by self).
Tensor prod_backward(const Tensor& grad, const Tensor& self);
Tensor prod_dim_backward(const Tensor& grad, const Tensor& self, int64_t dim);

// clamp's: grad where min <= self <= max (a bound not given not checked), else 0.
Tensor clamp_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& min,
                      const std::optional<Scalar>& max);

// logit's: grad / (self (1 - self)); with eps, 0 outside [eps, 1 - eps]; without, NaN outside
// [0, 1] (PyTorch's logit_backward).
Tensor logit_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& eps);

}  // namespace opforge::autograd
