// The gather plans of flip and index_select: see gather_plan.h.
#include "iteration/gather_plan.h"

#include "opforge/dim_arg.h"

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
    const auto d = static_cast<size_t>(wrap_dim(dim, self.dim()));
    if (self.dim() == 0 || self.sizes()[d] < 2) continue;
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
  const auto d = static_cast<size_t>(wrap_dim(dim, self.dim()));
  plan.indexed_stride = plan.strides[1][d];
  plan.indexed_size = self.sizes()[d];
  plan.strides[1][d] = 0;
  if (index.dim() == 1) plan.strides[2][d] = index.strides()[0] * static_cast<int64_t>(index.element_size());
  return plan;
}

}  // namespace opforge::gather
