#include "iteration/scan.h"

namespace opforge::scan {

ScanPlan::ScanPlan(const TensorBase& input, int64_t dim, std::span<const TensorBase> outputs)
    : l_(scan_layout(input, dim, outputs)) {
  lanes_ = !l_.lines.empty() && l_.lines[0].size > 1 && l_.lines[0].strides[0] < l_.step[0];
}

}  // namespace opforge::scan
