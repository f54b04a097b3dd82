// zero_: fill_ with 0, whose conversion and device rules it keeps (fill.cpp).
#include "kernels/zero.h"
#include "kernels/fill.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor zero(const Tensor& self, const Tensor* out) { return fill(self, Scalar(0), out); }

}  // namespace opforge::composite
