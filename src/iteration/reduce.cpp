#include "iteration/reduce.h"

#include <algorithm>

#include "iteration/byte_strides.h"
#include "iteration/reduce_dims.h"
#include "opforge/dim_arg.h"

namespace opforge::reduce {

DimMask make_dim_mask(std::optional<IntArrayRef> dims, int64_t ndim) {
  if (dims && !dims->empty()) return wrap_dims(*dims, ndim).mask;
  OPFORGE_CHECK(ndim <= 64, RuntimeError, "only tensors with up to 64 dims are supported");
  DimMask mask;
  for (int64_t d = 0; d < ndim; ++d) mask.set(static_cast<size_t>(d));
  return mask;
}

WrappedDims wrap_dims(IntArrayRef dims, int64_t ndim) {
  OPFORGE_CHECK(ndim <= 64, RuntimeError, "only tensors with up to 64 dims are supported");
  WrappedDims wrapped;
  for (int64_t d : dims) {
    const int64_t w = wrap_dim(d, ndim);
    OPFORGE_CHECK(!wrapped.mask.test(static_cast<size_t>(w)), RuntimeError,
                  "dim {} appears multiple times in the list of dims", w);
    wrapped.mask.set(static_cast<size_t>(w));
    wrapped.dims.push_back(w);
  }
  return wrapped;
}

DimVector reduced_shape(IntArrayRef sizes, const DimMask& mask, bool keepdim) {
  DimVector shape;
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (!mask.test(d))
      shape.push_back(sizes[d]);
    else if (keepdim)
      shape.push_back(1);
  }
  return shape;
}

ReducePlan::Odometer::Odometer(std::span<const Dim> dims, int64_t begin) : dims_(dims), index_(dims.size(), 0) {
  for (size_t d = 0; d < dims.size(); ++d) {
    index_[d] = begin % dims[d].size;
    begin /= dims[d].size;
    for (size_t k = 0; k < 3; ++k) offsets_[k] += index_[d] * dims[d].strides[k];
  }
}

void ReducePlan::Odometer::next() {
  for (size_t d = 0; d < dims_.size(); ++d) {
    for (size_t k = 0; k < 3; ++k) offsets_[k] += dims_[d].strides[k];
    if (++index_[d] < dims_[d].size) return;
    for (size_t k = 0; k < 3; ++k) offsets_[k] -= dims_[d].size * dims_[d].strides[k];
    index_[d] = 0;
  }
}

ReducePlan::ReducePlan(const TensorBase& input, const DimMask& mask, std::span<const TensorBase> outputs,
                       Positions positions) {
  const IntArrayRef sizes = input.sizes();
  const auto keepdim = static_cast<size_t>(outputs[0].dim()) == sizes.size();
  // Counts from the tensors' numel, which fit: a product of the sizes of an input without elements
  // could overflow ([INT64_MAX, 3, 0] summed over dims 0 and 1). Without outputs nothing is folded.
  num_outputs_ = outputs[0].numel();
  folded_numel_ = num_outputs_ == 0 ? 0 : input.numel() / num_outputs_;
  const DimVector in_strides = byte_strides(input);
  std::array<DimVector, 2> out_strides;
  for (size_t k = 0; k < outputs.size(); ++k) out_strides[k] = byte_strides(outputs[k]);
  data_[0] = static_cast<char*>(input.data_ptr());
  for (size_t k = 0; k < outputs.size(); ++k) data_[k + 1] = static_cast<char*>(outputs[k].data_ptr());
  size_t out_dim = 0;
  for (size_t d = 0; d < sizes.size(); ++d) {
    const int64_t size = sizes[d];
    // Dims are walked only when they have elements: coalescing multiplies sizes, and the sizes
    // beside a zero may be anything.
    if (mask.test(d)) {
      if (size != 1 && folded_numel_ != 0) folded_.push_back(Dim{size, {in_strides[d], 0, 0}});
      if (keepdim) ++out_dim;
      continue;
    }
    Dim dim{size, {in_strides[d], 0, 0}};
    for (size_t k = 0; k < outputs.size(); ++k) dim.strides[k + 1] = out_strides[k][out_dim];
    ++out_dim;
    if (size != 1 && num_outputs_ != 0) kept_.push_back(dim);
  }
  dims::order_innermost_first(kept_);
  if (positions == Positions::row_major)
    std::reverse(folded_.begin(), folded_.end());  // the last dim innermost
  else
    dims::order_innermost_first(folded_);
  dims::coalesce(kept_);
  dims::coalesce(folded_);
}

}  // namespace opforge::reduce
