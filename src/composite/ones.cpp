// The fill of ones and ones_like (ops.yaml factory kernels): fill_(1), converted to the result's
// dtype, on its device.
#include "kernels/ones.h"
#include "kernels/ones_like.h"
#include "opforge/tensor.h"

namespace opforge::composite {

void ones(const Tensor& result) { result.fill_(1); }

}  // namespace opforge::composite
