// log_softmax.int (and .Dimname, whose stub resolves the name): softmax's plan
// (src/composite/softmax.cpp) with each line's x - max - log(sum(exp(x - max))).
#include "kernels/log_softmax.h"

#include "composite/softmax_lines.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor* out) {
  return softmax_lines(self, dim, dtype, out, /*log=*/true);
}

}  // namespace opforge::composite
