// The fill of randint (ops.yaml factory kernels): random_(low, high) from the generator, as
// PyTorch's randint.
#include "kernels/randint.h"
#include "opforge/tensor.h"

namespace opforge::composite {

void randint(const Tensor& result, int64_t low, int64_t high, std::optional<Generator> generator) {
  result.random_(low, high, std::move(generator));
}

void randint(const Tensor& result, int64_t low, int64_t high) { randint(result, low, high, std::nullopt); }

void randint(const Tensor& result, int64_t high, std::optional<Generator> generator) {
  randint(result, 0, high, std::move(generator));
}

void randint(const Tensor& result, int64_t high) { randint(result, 0, high, std::nullopt); }

}  // namespace opforge::composite
