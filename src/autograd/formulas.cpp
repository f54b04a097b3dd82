// The backward helpers of particular ops (formulas.h).
#include "autograd/formulas.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <utility>
#include <vector>

#include "opforge/broadcast.h"
#include "opforge/factories.h"
#include "opforge/ops/abs.h"
#include "opforge/ops/add.h"
#include "opforge/ops/any.h"
#include "opforge/ops/cat.h"
#include "opforge/ops/ceil.h"
#include "opforge/ops/copy.h"
#include "opforge/ops/cumprod.h"
#include "opforge/ops/cumsum.h"
#include "opforge/ops/diagonal.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/exp.h"
#include "opforge/ops/flip.h"
#include "opforge/ops/floor.h"
#include "opforge/ops/full.h"
#include "opforge/ops/full_like.h"
#include "opforge/ops/gather.h"
#include "opforge/ops/gt.h"
#include "opforge/ops/index_select.h"
#include "opforge/ops/isnan.h"
#include "opforge/ops/log.h"
#include "opforge/ops/logcumsumexp.h"
#include "opforge/ops/logical_and.h"
#include "opforge/ops/logical_not.h"
#include "opforge/ops/logical_or.h"
#include "opforge/ops/lt.h"
#include "opforge/ops/matmul.h"
#include "opforge/ops/mm.h"
#include "opforge/ops/movedim.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/narrow.h"
#include "opforge/ops/ones_like.h"
#include "opforge/ops/outer.h"
#include "opforge/ops/pow.h"
#include "opforge/ops/prod.h"
#include "opforge/ops/reshape.h"
#include "opforge/ops/round.h"
#include "opforge/ops/scatter_add.h"
#include "opforge/ops/select.h"
#include "opforge/ops/sgn.h"
#include "opforge/ops/sort.h"
#include "opforge/ops/squeeze.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/sum.h"
#include "opforge/ops/t.h"
#include "opforge/ops/to.h"
#include "opforge/ops/transpose.h"
#include "opforge/ops/unsqueeze.h"
#include "opforge/ops/where.h"
#include "opforge/ops/zeros.h"
#include "opforge/ops/zeros_like.h"

namespace opforge::autograd {
namespace {

// The dims a reduction over `dim` folds out of `ndim` (an empty list: every dim), sorted, wrapped.
DimVector folded_dims(int64_t ndim, IntArrayRef dim) {
  DimVector dims;
  for (const int64_t d : dim) dims.push_back(d < 0 ? d + ndim : d);
  if (dims.empty()) {
    for (int64_t d = 0; d < ndim; ++d) dims.push_back(d);
  }
  std::sort(dims.begin(), dims.end());
  return dims;
}

// x, a reduction's result, with its folded dims back as size 1 (unless kept).
Tensor restore_folded(const Tensor& x, IntArrayRef dims, bool keepdim) {
  if (keepdim) return x;
  Tensor y = x;
  for (const int64_t d : dims) y = y.unsqueeze(d);
  return y;
}

Tensor reversed_cumsum(const Tensor& x, int64_t dim) {
  const int64_t d[] = {dim};
  return x.flip(IntArrayRef(d)).cumsum(dim).flip(IntArrayRef(d));
}

// The lowest finite value of a floating dtype, as PyTorch's logcumsumexp_backward fills with.
double lowest_of(ScalarType dtype) {
  switch (dtype) {
    case ScalarType::Float: return std::numeric_limits<float>::lowest();
    case ScalarType::Half: return -65504.0;
    case ScalarType::BFloat16: return -3.3895313892515355e38;
    default: return std::numeric_limits<double>::lowest();
  }
}

// The product of the sizes before the last (1 for a 1-D tensor).
int64_t leading_numel(const Tensor& x) {
  int64_t n = 1;
  for (int64_t d = 0; d + 1 < x.dim(); ++d) n *= x.sizes()[static_cast<size_t>(d)];
  return n;
}

// The storage position of each element of the geometry (sizes, strides, offset), as int64 of its
// shape, less `base`.
Tensor storage_positions(IntArrayRef sizes, IntArrayRef strides, int64_t offset, int64_t base, Device device) {
  const TensorOptions options = TensorOptions().dtype(ScalarType::Int64).device(device);
  Tensor positions = full({}, Scalar(offset - base), options);
  for (size_t k = 0; k < sizes.size(); ++k) {
    DimVector shape(sizes.size(), 1);
    shape[k] = sizes[k];
    positions = positions.add(arange(sizes[k], options).mul(strides[k]).view(shape.span()));
  }
  return positions.expand(sizes);
}

// The lowest and highest storage positions of a geometry with elements.
std::pair<int64_t, int64_t> storage_extent(IntArrayRef sizes, IntArrayRef strides, int64_t offset) {
  int64_t low = offset;
  int64_t high = offset;
  for (size_t k = 0; k < sizes.size(); ++k) {
    const int64_t reach = (sizes[k] - 1) * strides[k];
    (reach < 0 ? low : high) += reach;
  }
  return {low, high};
}

// Whether two elements of the geometry may share a storage position (dims by stride, each of
// stride at least the extent of the faster ones: PyTorch's non-overlapping test).
bool may_overlap(IntArrayRef sizes, IntArrayRef strides) {
  std::vector<std::pair<int64_t, int64_t>> dims;  // (|stride|, size) of the dims of size > 1
  for (size_t k = 0; k < sizes.size(); ++k) {
    if (sizes[k] > 1) dims.emplace_back(strides[k] < 0 ? -strides[k] : strides[k], sizes[k]);
  }
  std::sort(dims.begin(), dims.end());
  int64_t extent = 1;
  for (const auto& [s, n] : dims) {
    if (s < extent) return true;
    extent = s * n;
  }
  return false;
}

// What quantile's gradients need of its composite (src/composite/quantile.cpp), recomputed from
// self and q as it computes them: self's lines (along dim moved last, or all of self), sorted, with
// the places sort took their elements from, and the rank of each q in each line before the mode
// rounds it, shaped [q's count] + the lines' batch + [1].
struct QuantileRanks {
  Tensor sorted;
  Tensor indices;
  Tensor ranks;
  Tensor fixed;  // where the rank does not follow q: a line with a NaN, a negative nanquantile rank
  int64_t wrapped = 0;
};

QuantileRanks quantile_ranks(const Tensor& self, const Tensor& q, const std::optional<Scalar>& dim, bool ignore_nan) {
  QuantileRanks r;
  Tensor lines;
  if (!dim || self.dim() == 0) {
    lines = self.reshape({-1});
  } else {
    r.wrapped = dim->to<int64_t>() < 0 ? dim->to<int64_t>() + self.dim() : dim->to<int64_t>();
    lines = r.wrapped == self.dim() - 1 ? self : self.unsqueeze(-1).transpose(r.wrapped, -1).squeeze(r.wrapped);
  }
  std::tie(r.sorted, r.indices) = sort(lines, -1, false);
  DimVector shape{q.numel()};
  for (int64_t d = 0; d + 1 < lines.dim(); ++d) shape.push_back(1);
  shape.push_back(1);
  const Tensor qs = q.reshape(shape.span());
  const Tensor numbers = r.sorted.isnan().logical_not().sum({-1}, true);
  if (ignore_nan) {
    r.ranks = qs.mul(numbers.sub(Scalar(1)));
    r.fixed = r.ranks.lt(Scalar(0));
    r.ranks = where(r.fixed, Scalar(0.0), r.ranks);
  } else {
    const int64_t last = r.sorted.sizes().back() - 1;
    r.fixed = numbers.lt(Scalar(last + 1));
    r.ranks = where(r.fixed, Scalar(static_cast<double>(last)), qs.mul(Scalar(last)));
  }
  return r;
}

// The gradient along the sorted lines, shaped as self: summed over q, put back in the places sort
// took each element from, and the lines undone.
Tensor quantile_unsort(const Tensor& per_q, const QuantileRanks& r, const Tensor& self,
                       const std::optional<Scalar>& dim) {
  const Tensor summed = per_q.sum({0});
  const Tensor lines = zeros_like(summed).scatter_add(-1, r.indices, summed);
  if (!dim || self.dim() == 0) return lines.reshape(self.sizes());
  if (r.wrapped == self.dim() - 1) return lines;
  return lines.unsqueeze(r.wrapped).transpose(r.wrapped, -1).squeeze(-1);
}

}  // namespace

Tensor softmax_backward(const Tensor& grad, const Tensor& result, int64_t dim) {
  const int64_t d[] = {dim};
  return grad.sub(grad.mul(result).sum(IntArrayRef(d), /*keepdim=*/true)).mul(result);
}

Tensor log_softmax_backward(const Tensor& grad, const Tensor& result, int64_t dim) {
  const int64_t d[] = {dim};
  return grad.sub(result.exp().mul(grad.sum(IntArrayRef(d), /*keepdim=*/true)));
}

Tensor logsumexp_backward(const Tensor& grad, const Tensor& self, const Tensor& result, IntArrayRef dim, bool keepdim) {
  const DimVector dims = folded_dims(self.dim(), dim);
  return restore_folded(grad, dims.span(), keepdim).mul(self.sub(restore_folded(result, dims.span(), keepdim)).exp());
}

Tensor cumsum_backward(const Tensor& grad, int64_t dim) { return reversed_cumsum(grad, dim); }

Tensor value_selecting_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& indices,
                                bool keepdim) {
  const auto n = static_cast<int64_t>(sizes.size());
  if (n == 0) return grad;  // a 0-dim self: its one element was selected
  const int64_t d = dim < 0 ? dim + n : dim;
  return keepdim ? scatter_backward(grad, sizes, d, indices)
                 : scatter_backward(grad.unsqueeze(d), sizes, d, indices.unsqueeze(d));
}

Tensor prod_backward(const Tensor& grad, const Tensor& self) {
  if (self.dim() == 0) return grad;
  const int64_t all[] = {-1};
  return prod_dim_backward(grad.reshape(IntArrayRef(all)), self.reshape(IntArrayRef(all)), 0).reshape(self.sizes());
}

Tensor prod_dim_backward(const Tensor& grad, const Tensor& self, int64_t dim) {
  if (self.dim() == 0) return grad;
  const int64_t d = dim < 0 ? dim + self.dim() : dim;
  const int64_t n = self.sizes()[static_cast<size_t>(d)];
  if (n <= 1) return grad;  // no other element: the product of none is 1
  const int64_t flip_dims[] = {d};
  const Tensor one = ones_like(self.narrow(d, 0, 1));
  // before[i] = x[0] * ... * x[i-1]; after[i] = x[i+1] * ... * x[n-1].
  const Tensor shifted_right[] = {one, self.narrow(d, 0, n - 1)};
  const Tensor shifted_left[] = {self.narrow(d, 1, n - 1), one};
  const Tensor before = cat(shifted_right, d).cumprod(d);
  const Tensor after = cat(shifted_left, d).flip(IntArrayRef(flip_dims)).cumprod(d).flip(IntArrayRef(flip_dims));
  // conj: PyTorch's convention for complex gradients (grad times the conjugate derivative).
  return grad.mul(before.mul(after).conj());
}

Tensor imag_backward(const Tensor& grad) { return grad.mul(Scalar(std::complex<double>(0, 1))); }

Tensor angle_backward(const Tensor& grad, const Tensor& self) {
  if (!self.is_complex()) return zeros_like(grad);
  // d angle = Im(conj(z) dz) / |z|^2: PyTorch's grad * i z / |z|^2, 0 at 0.
  const Tensor g = grad.mul(self).div(self.abs().pow(2)).mul(Scalar(std::complex<double>(0, 1)));
  return where(self.eq(0), Scalar(0.0), g);
}

Tensor clamp_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& min,
                      const std::optional<Scalar>& max) {
  if (!min && !max) return grad;
  const Tensor inside = min && max ? self.ge(*min).logical_and(self.le(*max)) : min ? self.ge(*min) : self.le(*max);
  return where(inside, grad, Scalar(0.0));
}

Tensor clamp_tensor_backward(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max) {
  if (!min.defined() && !max.defined()) return grad;
  const Tensor inside = min.defined() && max.defined() ? self.ge(min).logical_and(self.le(max))
                        : min.defined()                ? self.ge(min)
                                                       : self.le(max);
  return where(inside, grad, Scalar(0.0));
}

Tensor clamp_min_backward(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max) {
  const Tensor below = self.lt(min);
  return where(max.defined() ? below.logical_and(min.lt(max)) : below, grad, Scalar(0.0));
}

Tensor clamp_max_backward(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max) {
  const Tensor above = self.gt(max);
  return where(min.defined() ? above.logical_or(max.lt(min)) : above, grad, Scalar(0.0));
}

Tensor div_mode_self_backward(const Tensor& grad, const Tensor& other,
                              const std::optional<std::string>& rounding_mode) {
  return rounding_mode ? zeros_like(grad) : grad.div(other.conj());
}

Tensor div_mode_self_backward(const Tensor& grad, const Scalar& other,
                              const std::optional<std::string>& rounding_mode) {
  if (rounding_mode) return zeros_like(grad);
  return grad.div(other.is_complex() ? Scalar(std::conj(other.to<std::complex<double>>())) : other);
}

Tensor div_mode_other_backward(const Tensor& grad, const Tensor& self, const Tensor& other,
                               const std::optional<std::string>& rounding_mode) {
  return rounding_mode ? zeros_like(grad) : grad.neg().mul(self.div(other).div(other).conj());
}

Tensor logit_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& eps) {
  const Tensor g = grad.div(self.mul(self.neg().add(1)));
  if (eps) {
    const double e = eps->to<double>();
    return where(self.lt(e).logical_or(self.gt(1 - e)), Scalar(0.0), g);
  }
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return where(self.lt(0).logical_or(self.gt(1)), Scalar(nan), g);
}

Tensor nanmean_backward(const Tensor& grad, const Tensor& self, IntArrayRef dim, bool keepdim) {
  const DimVector dims = folded_dims(self.dim(), dim);
  const Tensor counted = self.eq(self);
  return restore_folded(grad, dims.span(), keepdim).div(counted.sum(dims.span(), /*keepdim=*/true)).mul(counted);
}

Tensor norm_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& p, const Tensor& result) {
  return norm_dim_backward(grad, self, p, result, {}, /*keepdim=*/false);
}

Tensor norm_dim_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& p, const Tensor& result,
                         IntArrayRef dim, bool keepdim) {
  OPFORGE_CHECK(!result.is_complex(), RuntimeError,
                "norm does not support automatic differentiation for outputs with complex dtype.");
  const double order = p ? p->to<double>() : 2.0;
  const DimVector dims = folded_dims(self.dim(), dim);
  const Tensor g = restore_folded(grad, dims.span(), keepdim);
  const Tensor norm = restore_folded(result, dims.span(), keepdim);
  if (order == 0.0) return zeros_like(self).mul(g);
  if (order == 1.0) return self.sgn().mul(g);
  if (order == 2.0) return g.mul(where(norm.eq(0), Scalar(0.0), self.div(norm)));
  if (std::isinf(order)) {
    const Tensor abs = self.abs();
    const Tensor selected = abs.eq(norm).logical_or(abs.isnan());
    return self.sgn().mul(g.div(selected.sum(dims.span(), /*keepdim=*/true)).mul(selected));
  }
  if (order < 1.0) {
    const Tensor scaled = where(self.eq(0), Scalar(0.0), self.sgn().mul(self.abs().pow(order - 1)));
    return scaled.mul(g).mul(norm.pow(1 - order));
  }
  const Tensor scale = where(norm.eq(0), Scalar(0.0), g.div(norm.pow(order - 1)));
  const Tensor scaled = order < 2.0 ? self.sgn().mul(self.abs().pow(order - 1)) : self.mul(self.abs().pow(order - 2));
  return scaled.mul(scale);
}

Tensor cumprod_backward(const Tensor& grad, const Tensor& self_in, int64_t dim, const Tensor& result_in) {
  if (self_in.numel() <= 1) return grad;
  // Each gradient is grad times products of self's elements; of complex ones, PyTorch's
  // convention takes the conjugate products, which are the products of the conjugates.
  const Tensor self = self_in.conj();
  const Tensor result = result_in.conj();
  const int64_t d = dim < 0 ? dim + self.dim() : dim;
  if (self.sizes()[static_cast<size_t>(d)] == 1) return grad;
  const Tensor w = result.mul(grad);
  const Tensor is_zero = self.eq(0);
  if (!is_zero.any().item<bool>()) return reversed_cumsum(w, d).div(self);
  // zeros_before[k]: how many zeros precede or are at k along the line.
  const Tensor zeros_before = is_zero.cumsum(d);
  const Tensor before_first = zeros_before.eq(0);
  const Tensor before =
      where(before_first, reversed_cumsum(where(before_first, w, Scalar(0.0)), d).div(self), Scalar(0.0));
  // At the first zero z1: prod(self[:z1]) * sum over k in [z1, z2) of grad[k] * prod(self[z1+1..k]).
  const Tensor up_to_second = zeros_before.eq(1);
  const Tensor first_zero = is_zero.logical_and(up_to_second);
  const Tensor between = up_to_second.logical_and(first_zero.logical_not());
  const int64_t d1[] = {d};
  const Tensor products_after = where(between, self, Scalar(1.0)).cumprod(d);
  const Tensor after = products_after.mul(where(up_to_second, grad, Scalar(0.0))).sum(IntArrayRef(d1), true);
  const Tensor prefix = where(before_first, self, Scalar(1.0)).prod(d, /*keepdim=*/true);
  return before.add(where(first_zero, after.mul(prefix), Scalar(0.0)));
}

Tensor logcumsumexp_backward(const Tensor& grad, const Tensor& self, const Tensor& result, int64_t dim) {
  if (grad.dim() == 0 || grad.numel() == 0) return grad;
  const int64_t d[] = {dim};
  const auto reversed = [&](const Tensor& x) { return x.flip(IntArrayRef(d)).logcumsumexp(dim).flip(IntArrayRef(d)); };
  const Scalar lowest(lowest_of(grad.dtype()));
  const Tensor log_abs = grad.abs().log();
  const Tensor positive = where(grad.gt(0), log_abs, lowest);
  const Tensor negative = where(grad.lt(0), log_abs, lowest);
  return reversed(positive.sub(result)).add(self).exp().sub(reversed(negative.sub(result)).add(self).exp());
}

Tensor masked_select_backward(const Tensor& grad, const Tensor& self, const Tensor& mask) {
  const DimVector sizes = infer_size(self.sizes(), mask.sizes());
  const TensorOptions options = TensorOptions().dtype(grad.dtype()).device(grad.device());
  if (grad.numel() == 0) return zeros(sizes.span(), options);
  const int64_t flat[] = {-1};
  const Tensor selected = mask.expand(sizes.span()).reshape(IntArrayRef(flat));
  // The position in grad of each selected element: how many true elements precede it.
  const Tensor position = where(selected, selected.cumsum(0).sub(1), Scalar(int64_t{0}));
  return where(selected, grad.index_select(0, position), Scalar(0.0)).reshape(sizes.span());
}

Tensor matmul_self_backward(const Tensor& grad, const Tensor& self, const Tensor& other) {
  if (self.dim() == 1 && other.dim() == 1) return grad.mul(other.conj());
  const Tensor b = other.dim() == 1 ? other.conj().unsqueeze(1) : other.conj();
  Tensor g = self.dim() == 1 ? grad.unsqueeze(-2) : grad;
  if (other.dim() == 1) g = g.unsqueeze(-1);
  const Tensor r = g.matmul(b.transpose(-1, -2));
  return self.dim() == 1 ? r.squeeze(-2) : r;
}

Tensor matmul_other_backward(const Tensor& grad, const Tensor& self, const Tensor& other) {
  if (self.dim() == 1 && other.dim() == 1) return grad.mul(self.conj());
  const Tensor a = self.dim() == 1 ? self.conj().unsqueeze(0) : self.conj();
  Tensor g = self.dim() == 1 ? grad.unsqueeze(-2) : grad;
  if (other.dim() == 1) g = g.unsqueeze(-1);
  const Tensor r = a.transpose(-1, -2).matmul(g);
  return other.dim() == 1 ? r.squeeze(-1) : r;
}

Tensor inner_self_backward(const Tensor& grad, const Tensor& self, const Tensor& other) {
  if (self.dim() == 0 || other.dim() == 0) return grad.mul(other.conj());
  const int64_t k = self.sizes().back();
  const int64_t rows[] = {leading_numel(self), leading_numel(other)};
  const int64_t b_shape[] = {rows[1], k};
  return grad.reshape(IntArrayRef(rows)).mm(other.conj().reshape(IntArrayRef(b_shape))).reshape(self.sizes());
}

Tensor inner_other_backward(const Tensor& grad, const Tensor& self, const Tensor& other) {
  if (self.dim() == 0 || other.dim() == 0) return grad.mul(self.conj());
  const int64_t k = self.sizes().back();
  const int64_t rows[] = {leading_numel(self), leading_numel(other)};
  const int64_t a_shape[] = {rows[0], k};
  return grad.reshape(IntArrayRef(rows)).t().mm(self.conj().reshape(IntArrayRef(a_shape))).reshape(other.sizes());
}

Tensor gather_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& index, bool sparse_grad) {
  OPFORGE_CHECK(!sparse_grad, NotImplementedError,
                "gather(sparse_grad=True): sparse gradients are not implemented (opforge has no sparse layout); pass "
                "sparse_grad=False");
  return zeros(sizes, TensorOptions().dtype(grad.dtype()).device(grad.device())).scatter_add(dim, index, grad);
}

Tensor index_select_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& index) {
  if (sizes.empty()) return grad;  // a 0-dim self: its one element, selected once
  const auto n = static_cast<int64_t>(sizes.size());
  const int64_t d = dim < 0 ? dim + n : dim;
  // The index as scatter_add takes it: int64, along dim, the same for every other position.
  DimVector along(sizes.size(), 1);
  along[static_cast<size_t>(d)] = index.numel();
  const Tensor expanded = index.to(ScalarType::Int64).reshape(along.span()).expand(grad.sizes());
  return zeros(sizes, TensorOptions().dtype(grad.dtype()).device(grad.device())).scatter_add(d, expanded, grad);
}

Tensor scatter_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, const Tensor& indices) {
  if (sizes.empty()) return grad;  // a 0-dim self: its one element was selected
  return zeros(sizes, TensorOptions().dtype(grad.dtype()).device(grad.device())).scatter_add(dim, indices, grad);
}

Tensor msort_backward(const Tensor& grad, const Tensor& self) {
  return scatter_backward(grad, self.sizes(), 0, std::get<1>(self.sort(std::optional<bool>(true), 0)));
}

Tensor unbind_backward(const std::vector<Tensor>& grads, int64_t dim) {
  // A node of unbind has a piece (no piece, no node): grads is not empty.
  const int64_t d = dim < 0 ? dim + grads.front().dim() + 1 : dim;
  std::vector<Tensor> pieces;
  for (const Tensor& g : grads) pieces.push_back(g.unsqueeze(d));
  return cat(pieces, d);
}

Tensor as_strided_backward(const Tensor& grad, const Tensor& self, IntArrayRef size, IntArrayRef stride,
                           const std::optional<Scalar>& storage_offset) {
  const TensorOptions options = TensorOptions().dtype(grad.dtype()).device(grad.device());
  if (grad.numel() == 0 || self.numel() == 0) return zeros(self.sizes(), options);
  const int64_t out_offset = storage_offset ? storage_offset->to<int64_t>() : self.storage_offset();
  const auto [out_low, out_high] = storage_extent(size, stride, out_offset);
  const auto [in_low, in_high] = storage_extent(self.sizes(), self.strides(), self.storage_offset());
  const int64_t base = std::min(out_low, in_low);
  const int64_t length = std::max(out_high, in_high) - base + 1;
  const int64_t flat[] = {-1};
  const Tensor out_positions = storage_positions(size, stride, out_offset, base, grad.device()).reshape(flat);
  const Tensor in_positions =
      storage_positions(self.sizes(), self.strides(), self.storage_offset(), base, grad.device()).reshape(flat);
  const Tensor storage = zeros({length}, options).scatter_add(0, out_positions, grad.reshape(flat));
  Tensor g = storage.gather(0, in_positions);
  if (may_overlap(self.sizes(), self.strides())) {
    const Tensor ones = ones_like(g);
    g = g.div(zeros({length}, options).scatter_add(0, in_positions, ones).gather(0, in_positions));
  }
  return g.reshape(self.sizes());
}

Tensor strided_view_backward(const Tensor& grad, const Tensor& self, const Tensor& result) {
  return as_strided_backward(grad, self, result.sizes(), result.strides(), Scalar(result.storage_offset()));
}

Tensor linear_weight_backward(const Tensor& grad, const Tensor& input) {
  if (input.dim() == 1) return grad.outer(input.conj());
  const int64_t rows = leading_numel(input);
  const int64_t g_shape[] = {rows, grad.sizes().back()};
  const int64_t i_shape[] = {rows, input.sizes().back()};
  return grad.reshape(IntArrayRef(g_shape)).t().mm(input.conj().reshape(IntArrayRef(i_shape)));
}

Tensor quantile_backward(const Tensor& grad, const Tensor& self, const Tensor& q, const std::optional<Scalar>& dim,
                         bool keepdim, const std::optional<std::string>& interpolation, bool ignore_nan) {
  static_cast<void>(keepdim);  // grad has the result's elements either way; the ranks give its shape
  const QuantileRanks r = quantile_ranks(self, q, dim, ignore_nan);
  const std::string mode = interpolation.value_or("linear");
  const Tensor g = grad.reshape(r.ranks.sizes());
  DimVector shape(r.ranks.sizes());
  shape.back() = r.sorted.sizes().back();
  const Tensor per_q = zeros(shape.span(), TensorOptions().dtype(grad.dtype()).device(grad.device()));
  if (mode == "lower" || mode == "higher" || mode == "nearest") {
    const Tensor at = mode == "lower" ? r.ranks.floor() : mode == "higher" ? r.ranks.ceil() : r.ranks.round();
    return quantile_unsort(per_q.scatter_add(-1, at.to(ScalarType::Int64), g), r, self, dim);
  }
  const Tensor below = r.ranks.floor();
  const Tensor weight = mode == "midpoint" ? full_like(r.ranks, 0.5) : r.ranks.sub(below);
  const Tensor spread = per_q.scatter_add(-1, below.to(ScalarType::Int64), g.mul(weight.neg().add(Scalar(1))))
                            .scatter_add(-1, r.ranks.ceil().to(ScalarType::Int64), g.mul(weight));
  return quantile_unsort(spread, r, self, dim);
}

Tensor quantile_backward(const Tensor& grad, const Tensor& self, double q, const std::optional<Scalar>& dim,
                         bool keepdim, const std::optional<std::string>& interpolation, bool ignore_nan) {
  return quantile_backward(grad, self, full({}, q, TensorOptions().dtype(self.dtype()).device(self.device())), dim,
                           keepdim, interpolation, ignore_nan);
}

Tensor quantile_q_backward(const Tensor& grad, const Tensor& self, const Tensor& q, const std::optional<Scalar>& dim,
                           bool keepdim, const std::optional<std::string>& interpolation, bool ignore_nan) {
  static_cast<void>(keepdim);
  if (interpolation.value_or("linear") != "linear") return {};  // the rank is rounded: no path from q
  const QuantileRanks r = quantile_ranks(self, q, dim, ignore_nan);
  DimVector shape(r.ranks.sizes());
  shape.back() = r.sorted.sizes().back();
  const Tensor lines = r.sorted.unsqueeze(0).expand(shape.span());
  const Tensor span = lines.gather(-1, r.ranks.ceil().to(ScalarType::Int64))
                          .sub(lines.gather(-1, r.ranks.floor().to(ScalarType::Int64)));
  const Tensor slope = ignore_nan ? r.sorted.isnan().logical_not().sum({-1}, true).sub(Scalar(1))
                                  : full_like(r.ranks, static_cast<double>(shape.back() - 1));
  const Tensor per_q = grad.reshape(r.ranks.sizes()).mul(span).mul(where(r.fixed, Scalar(0.0), slope));
  DimVector rest;
  for (int64_t d = 1; d < per_q.dim(); ++d) rest.push_back(d);
  return per_q.sum(IntArrayRef(rest.span())).reshape(q.sizes());
}

}  // namespace opforge::autograd
