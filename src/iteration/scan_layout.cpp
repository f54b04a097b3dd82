#include "iteration/scan_layout.h"

#include "iteration/byte_strides.h"
#include "iteration/reduce_dims.h"

namespace opforge::scan {

ScanLayout scan_layout(const TensorBase& input, int64_t dim, std::span<const TensorBase> outputs) {
  ScanLayout l;
  l.data[0] = static_cast<char*>(input.data_ptr());
  for (size_t k = 0; k < outputs.size(); ++k) l.data[k + 1] = static_cast<char*>(outputs[k].data_ptr());
  if (input.numel() == 0) return l;  // nothing to scan: the sizes beside a zero may be anything
  const IntArrayRef sizes = input.sizes();
  const DimVector in_strides = byte_strides(input);
  std::array<DimVector, 2> out_strides;
  for (size_t k = 0; k < outputs.size(); ++k) out_strides[k] = byte_strides(outputs[k]);
  l.length = sizes.empty() ? 1 : sizes[static_cast<size_t>(dim)];
  l.num_lines = input.numel() / l.length;
  for (size_t d = 0; d < sizes.size(); ++d) {
    std::array<int64_t, 3> strides{in_strides[d], 0, 0};
    for (size_t k = 0; k < outputs.size(); ++k) strides[k + 1] = out_strides[k][d];
    if (static_cast<int64_t>(d) == dim)
      l.step = strides;
    else if (sizes[d] != 1)
      l.lines.push_back(ScanLayout::Dim{sizes[d], strides});
  }
  reduce::dims::order_innermost_first(l.lines);
  reduce::dims::coalesce(l.lines);
  return l;
}

LineWalker::LineWalker(std::span<const ScanLayout::Dim> dims, int64_t begin) : dims_(dims), index_(dims.size(), 0) {
  for (size_t d = 0; d < dims.size(); ++d) {
    index_[d] = begin % dims[d].size;
    begin /= dims[d].size;
    for (size_t k = 0; k < 3; ++k) offsets_[k] += index_[d] * dims[d].strides[k];
  }
}

void LineWalker::next() {
  for (size_t d = 0; d < dims_.size(); ++d) {
    for (size_t k = 0; k < 3; ++k) offsets_[k] += dims_[d].strides[k];
    if (++index_[d] < dims_[d].size) return;
    for (size_t k = 0; k < 3; ++k) offsets_[k] -= dims_[d].size * dims_[d].strides[k];
    index_[d] = 0;
  }
}

}  // namespace opforge::scan
