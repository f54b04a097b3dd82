#include "iteration/reduce.h"

#include "iteration/reduce_dims.h"
#include "opforge/dim_arg.h"

namespace opforge::reduce {

DimMask make_dim_mask(std::optional<IntArrayRef> dims, int64_t ndim) {
  OPFORGE_CHECK(ndim <= 64, RuntimeError, "only tensors with up to 64 dims are supported");
  DimMask mask;
  if (!dims || dims->empty()) {
    for (int64_t d = 0; d < ndim; ++d) mask.set(static_cast<size_t>(d));
    return mask;
  }
  for (int64_t d : *dims) {
    const auto w = static_cast<size_t>(wrap_dim(d, ndim));
    OPFORGE_CHECK(!mask.test(w), RuntimeError, "dim {} appears multiple times in the list of dims", w);
    mask.set(w);
  }
  return mask;
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

ReducePlan::ReducePlan(const TensorBase& input, const DimMask& mask, std::span<const TensorBase> outputs) {
  const IntArrayRef sizes = input.sizes();
  const auto keepdim = static_cast<size_t>(outputs[0].dim()) == sizes.size();
  const auto item = static_cast<int64_t>(input.element_size());
  data_[0] = static_cast<char*>(input.data_ptr());
  for (size_t k = 0; k < outputs.size(); ++k) data_[k + 1] = static_cast<char*>(outputs[k].data_ptr());
  size_t out_dim = 0;
  for (size_t d = 0; d < sizes.size(); ++d) {
    const int64_t size = sizes[d];
    const int64_t in_stride = input.strides()[d] * item;
    if (mask.test(d)) {
      folded_numel_ *= size;
      if (size != 1) folded_.push_back(Dim{size, {in_stride, 0, 0}});
      if (keepdim) ++out_dim;
      continue;
    }
    num_outputs_ *= size;
    Dim dim{size, {in_stride, 0, 0}};
    for (size_t k = 0; k < outputs.size(); ++k)
      dim.strides[k + 1] = outputs[k].strides()[out_dim] * static_cast<int64_t>(outputs[k].element_size());
    ++out_dim;
    if (size != 1) kept_.push_back(dim);
  }
  dims::order_innermost_first(kept_);
  dims::order_innermost_first(folded_);
  dims::coalesce(kept_);
  dims::coalesce(folded_);
}

}  // namespace opforge::reduce
