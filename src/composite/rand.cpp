// The fill of rand and rand_like (ops.yaml factory kernels): uniform_ on [0, 1) from the generator.
#include "kernels/rand.h"
#include "kernels/rand_like.h"
#include "opforge/tensor.h"

namespace opforge::composite {

void rand(const Tensor& result, std::optional<Generator> generator) { result.uniform_(0, 1, std::move(generator)); }

void rand(const Tensor& result) { rand(result, std::nullopt); }

}  // namespace opforge::composite
