// The fill of zeros and zeros_like (ops.yaml factory kernels; the stub has made the tensor from the
// options): every byte zero, the value 0 of every dtype, shells included, on the tensor's device.
#include "kernels/zeros.h"
#include "core/device_fill.h"
#include "kernels/zeros_like.h"

namespace opforge::composite {

void zeros(const Tensor& result) { fill_zero_bytes(result); }

}  // namespace opforge::composite
