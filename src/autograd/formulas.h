// The backward helpers of particular ops, which their ops.yaml formulas call (as PyTorch's
// FunctionsManual): each computes one gradient with opforge's ops, without grad mode (the engine
// runs backward functions so). The general helpers (sizes, unreduce, narrow_backward, ...) are
// derived.h's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

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

// imag's: grad as the imaginary parts (grad * i; PyTorch's, through view_as_real).
Tensor imag_backward(const Tensor& grad);

// angle's (PyTorch's angle_backward): grad * i self / |self|^2 for complex self, 0 at 0; zeros for
// real self.
Tensor angle_backward(const Tensor& grad, const Tensor& self);

// clamp's: grad where min <= self <= max (a bound not given not checked), else 0.
Tensor clamp_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& min,
                      const std::optional<Scalar>& max);

// clamp.Tensor's, PyTorch's clamp_backward_min_max (either bound may be undefined: not given):
// self's gradient where min <= self <= max; min's where self < min and min < max (min wins where
// the bounds cross); max's where self > max or max < min.
Tensor clamp_tensor_backward(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max);
Tensor clamp_min_backward(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max);
Tensor clamp_max_backward(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max);

// div's with rounding_mode: zeros where a mode is given (the result is piecewise constant), else
// grad / other for self and -grad * self / other^2 for other.
Tensor div_mode_self_backward(const Tensor& grad, const Tensor& other, const std::optional<std::string>& rounding_mode);
Tensor div_mode_self_backward(const Tensor& grad, const Scalar& other, const std::optional<std::string>& rounding_mode);
Tensor div_mode_other_backward(const Tensor& grad, const Tensor& self, const Tensor& other,
                               const std::optional<std::string>& rounding_mode);

// logit's: grad / (self (1 - self)); with eps, 0 outside [eps, 1 - eps]; without, NaN outside
// [0, 1] (PyTorch's logit_backward).
Tensor logit_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& eps);

// nanmean's: grad / (the count of non-NaN elements each result folds), at those elements; 0 at
// NaN (PyTorch differentiates nansum(self) / count). An empty dim list folds every dim.
Tensor nanmean_backward(const Tensor& grad, const Tensor& self, IntArrayRef dim, bool keepdim);

// quantile's and nanquantile's (their own with `ignore_nan`), as PyTorch's autograd differentiates
// its composite over sort: the quantile at rank r of a sorted line is lerp(line[floor r],
// line[ceil r], w), w the fraction of r (linear) or 0.5 (midpoint); lower, higher and nearest take
// the element at r rounded. So grad * (1 - w) and grad * w go to those two elements (all of grad to
// the rounded one), back in self's places by sort's indices. q's: grad * (line[ceil r] -
// line[floor r]) * dr/dq for linear (0 where the rank is fixed: a line with a NaN, or a negative
// nanquantile rank), summed to q's size; none for the other modes (no path from q to the result).
Tensor quantile_backward(const Tensor& grad, const Tensor& self, const Tensor& q, const std::optional<Scalar>& dim,
                         bool keepdim, const std::optional<std::string>& interpolation, bool ignore_nan = false);
Tensor quantile_backward(const Tensor& grad, const Tensor& self, double q, const std::optional<Scalar>& dim,
                         bool keepdim, const std::optional<std::string>& interpolation, bool ignore_nan = false);
Tensor quantile_q_backward(const Tensor& grad, const Tensor& self, const Tensor& q, const std::optional<Scalar>& dim,
                           bool keepdim, const std::optional<std::string>& interpolation, bool ignore_nan = false);
inline Tensor nanquantile_backward(const Tensor& grad, const Tensor& self, const Tensor& q,
                                   const std::optional<Scalar>& dim, bool keepdim,
                                   const std::optional<std::string>& interpolation) {
  return quantile_backward(grad, self, q, dim, keepdim, interpolation, /*ignore_nan=*/true);
}
inline Tensor nanquantile_backward(const Tensor& grad, const Tensor& self, double q, const std::optional<Scalar>& dim,
                                   bool keepdim, const std::optional<std::string>& interpolation) {
  return quantile_backward(grad, self, q, dim, keepdim, interpolation, /*ignore_nan=*/true);
}
inline Tensor nanquantile_q_backward(const Tensor& grad, const Tensor& self, const Tensor& q,
                                     const std::optional<Scalar>& dim, bool keepdim,
                                     const std::optional<std::string>& interpolation) {
  return quantile_q_backward(grad, self, q, dim, keepdim, interpolation, /*ignore_nan=*/true);
}

// norm's (PyTorch's norm_backward), p None meaning 2: 0 for p = 0; sgn(self) grad for 1;
// self grad / norm for 2 (0 where the norm is 0); for +-inf the gradient of amax/amin of |self|,
// shared among ties (and NaN); else sgn(self) |self|^(p-1) grad / norm^(p-1). norm_backward folds
// every dim.
Tensor norm_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& p, const Tensor& result);
Tensor norm_dim_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& p, const Tensor& result,
                         IntArrayRef dim, bool keepdim);

// cumprod's (PyTorch's cumprod_backward): without zeros in self, the reversed cumulative sums of
// grad * result, over self; with zeros, exact: before a line's first zero as without, at it the
// products that skip it, after it 0.
Tensor cumprod_backward(const Tensor& grad, const Tensor& self, int64_t dim, const Tensor& result);

// logcumsumexp's (PyTorch's, after TensorFlow's): exp(self + reversed logcumsumexp(log|grad| -
// result)), for the positive and the negative parts of grad apart.
Tensor logcumsumexp_backward(const Tensor& grad, const Tensor& self, const Tensor& result, int64_t dim);

// masked_select's: grad's elements, in order, at the true elements of mask broadcast with self; 0
// elsewhere (of the broadcast shape: the engine sums it to self's).
Tensor masked_select_backward(const Tensor& grad, const Tensor& self, const Tensor& mask);

// matmul's, for each operand: the 1-D operands taken as a row (self) or a column (other), as
// matmul takes them, and the batch broadcast left to the engine to undo.
Tensor matmul_self_backward(const Tensor& grad, const Tensor& self, const Tensor& other);
Tensor matmul_other_backward(const Tensor& grad, const Tensor& self, const Tensor& other);

// inner's: the products over the last dims, as matrix products of the flattened leading dims.
Tensor inner_self_backward(const Tensor& grad, const Tensor& self, const Tensor& other);
Tensor inner_other_backward(const Tensor& grad, const Tensor& self, const Tensor& other);

// gather's: zeros of `sizes` with grad added at the gathered positions (scatter_add); sparse
// gradients (sparse_grad) are refused: opforge has no sparse layout.
Tensor gather_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& index, bool sparse_grad);

// index_select's: zeros of `sizes` with each slice of grad added at its index along dim (indices
// that repeat add up).
Tensor index_select_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& index);

// sort's, topk's, cummax's and cummin's: zeros of `sizes` with grad added at indices along dim
// (indices and grad of one shape, PyTorch's value_selecting_reduction_backward with keepdim and
// cummaxmin_backward).
Tensor scatter_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& indices);

// msort's: scatter_backward along dim 0 with the indices of self's stable sort (msort keeps none).
Tensor msort_backward(const Tensor& grad, const Tensor& self);

// unbind's: the pieces' gradients stacked along dim (each unsqueezed there, then cat).
Tensor unbind_backward(const std::vector<Tensor>& grads, int64_t dim);

// as_strided's: grad added into self's storage at the places the view's elements read (elements
// that share one add up), then read back at self's elements, each divided by how many of self's
// elements share its place (PyTorch's as_strided_backward).
Tensor as_strided_backward(const Tensor& grad, const Tensor& self, IntArrayRef size, IntArrayRef stride,
                           const std::optional<Scalar>& storage_offset);

// align_to's and align_as's: as_strided_backward over the geometry of result, the view of self
// the op returned (PyTorch's align_to is as_strided of self: its node is AsStridedBackward0).
Tensor strided_view_backward(const Tensor& grad, const Tensor& self, const Tensor& result);

// linear's weight: grad^T @ input over the flattened leading dims (outer(grad, input) for a 1-D
// input).
Tensor linear_weight_backward(const Tensor& grad, const Tensor& input);

}  // namespace opforge::autograd
