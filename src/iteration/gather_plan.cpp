// The gather plans of flip, index_select and gather, and the scatter plan of scatter_add: see
// gather_plan.h.
#include "iteration/gather_plan.h"

namespace opforge::gather {
namespace {

// Never read: the index operand's address where there is no index (a pointer the loops may offset
// by zero, unlike nullptr).
const int64_t kNoIndex = 0;

Plan plan_for(const TensorBase& result, const TensorBase& self) {
  Plan plan;
  plan.sizes = DimVector(result.sizes());
  plan.strides[0] = byte_strides(result);
  plan.strides[1] = byte_strides(self);
  plan.strides[2] = DimVector(result.sizes().size(), 0);
  plan.data = {static_cast<char*>(result.data_ptr()), static_cast<char*>(self.data_ptr()),
               reinterpret_cast<char*>(const_cast<int64_t*>(&kNoIndex))};
  return plan;
}

}  // namespace

Plan plan_flip(const TensorBase& result, const TensorBase& self, IntArrayRef dims) {
  Plan plan = plan_for(result, self);
  for (const int64_t dim : dims) {
    if (self.dim() == 0) break;
    const auto d = static_cast<size_t>(dim);
    if (self.sizes()[d] < 2) continue;
    int64_t& stride = plan.strides[1][d];
    plan.data[1] += (self.sizes()[d] - 1) * stride;
    stride = -stride;
  }
  return plan;
}

Plan plan_index_select(const TensorBase& result, const TensorBase& self, int64_t dim, const TensorBase& index) {
  Plan plan = plan_for(result, self);
  plan.has_index = true;
  plan.index_dtype = index.dtype();
  plan.data[2] = static_cast<char*>(index.data_ptr());
  const auto item = static_cast<int64_t>(self.element_size());
  if (self.dim() == 0) {
    plan.indexed_stride = item;
    return plan;
  }
  const auto d = static_cast<size_t>(dim);
  plan.indexed_stride = plan.strides[1][d];
  plan.indexed_size = self.sizes()[d];
  plan.strides[1][d] = 0;
  if (index.dim() == 1) plan.strides[2][d] = index.strides()[0] * static_cast<int64_t>(index.element_size());
  return plan;
}

namespace {

// t's byte strides over `ndim` dims: its own, or zeros for a 0-dim t taken as 1-D (and none for a
// 1-D t against a 0-dim index).
DimVector strides_over(const TensorBase& t, size_t ndim) {
  return static_cast<size_t>(t.dim()) == ndim ? byte_strides(t) : DimVector(ndim, 0);
}

// The plan of gather and scatter_add over the index's sizes: `indexed` is the tensor addressed
// through the index (gather's self, scatter's result), at operand `indexed_operand`, `other` the
// tensor walked as the index is (gather's result, scatter's source).
Plan plan_indexed(const TensorBase& indexed, size_t indexed_operand, const TensorBase& other, int64_t dim,
                  const TensorBase& index) {
  Plan plan;
  const auto n = static_cast<size_t>(index.dim());
  plan.sizes = DimVector(index.sizes());
  plan.strides[indexed_operand] = strides_over(indexed, n);
  plan.strides[1 - indexed_operand] = strides_over(other, n);
  plan.strides[2] = byte_strides(index);
  plan.data[indexed_operand] = static_cast<char*>(indexed.data_ptr());
  plan.data[1 - indexed_operand] = static_cast<char*>(other.data_ptr());
  plan.data[2] = static_cast<char*>(index.data_ptr());
  plan.has_index = true;
  plan.index_dtype = index.dtype();
  const auto item = static_cast<int64_t>(indexed.element_size());
  if (indexed.dim() == 0) {
    plan.indexed_stride = item;
    plan.indexed_size = 1;
  } else {
    const auto d = static_cast<size_t>(dim);
    plan.indexed_stride = indexed.strides()[d] * item;
    plan.indexed_size = indexed.sizes()[d];
  }
  if (n > 0) {
    plan.indexed_dim = dim;
    plan.strides[indexed_operand][static_cast<size_t>(plan.indexed_dim)] = 0;
  }
  return plan;
}

}  // namespace

Plan plan_gather(const TensorBase& result, const TensorBase& self, int64_t dim, const TensorBase& index) {
  return plan_indexed(self, 1, result, dim, index);
}

Plan plan_scatter(const TensorBase& result, int64_t dim, const TensorBase& index, const TensorBase& src) {
  return plan_indexed(result, 0, src, dim, index);
}

}  // namespace opforge::gather
