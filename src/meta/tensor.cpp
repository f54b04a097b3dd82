// torch.tensor's sizes: the length of each list along the first items down to a number, as
// torch.tensor's compute_sizes (an empty list ends the walk: [[], [1]] is 2x0). The rest of the
// nesting is checked as the numbers are stored (src/composite/tensor.cpp).
#include "kernels/tensor.h"

namespace opforge::meta {

DimVector tensor_sizes(const NestedList& data, ScalarType /*dtype*/) {
  DimVector sizes;
  const NestedList* node = &data;
  while (!node->is_scalar()) {
    sizes.push_back(static_cast<int64_t>(node->items().size()));
    if (node->items().empty()) break;
    node = &node->items().front();
  }
  return sizes;
}

}  // namespace opforge::meta
