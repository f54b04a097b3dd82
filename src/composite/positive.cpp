// positive: self itself, as PyTorch's (an alias of the same tensor, not a copy); the stub has
// already rejected bool, as PyTorch's unary + does.
#include "kernels/positive.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor positive(const Tensor& self, const Tensor*) { return self; }

}  // namespace opforge::composite
