#include "iteration/scan.h"

namespace opforge::scan {

ScanPlan::Odometer::Odometer(std::span<const Dim> dims, int64_t begin) : dims_(dims), index_(dims.size(), 0) {
  for (size_t d = 0; d < dims.size(); ++d) {
    index_[d] = begin % dims[d].size;
    begin /= dims[d].size;
    for (size_t k = 0; k < 3; ++k) offsets_[k] += index_[d] * dims[d].strides[k];
  }
}

void ScanPlan::Odometer::next() {
  for (size_t d = 0; d < dims_.size(); ++d) {
    for (size_t k = 0; k < 3; ++k) offsets_[k] += dims_[d].strides[k];
    if (++index_[d] < dims_[d].size) return;
    for (size_t k = 0; k < 3; ++k) offsets_[k] -= dims_[d].size * dims_[d].strides[k];
    index_[d] = 0;
  }
}

ScanPlan::ScanPlan(const TensorBase& input, int64_t dim, std::span<const TensorBase> outputs)
    : l_(scan_layout(input, dim, outputs)) {
  lanes_ = !l_.lines.empty() && l_.lines[0].size > 1 && l_.lines[0].strides[0] < l_.step[0];
}

}  // namespace opforge::scan
