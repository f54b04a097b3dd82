// The fill of randn and randn_like (ops.yaml factory kernels): normal_ of mean 0 and std 1 from the
// generator.
#include "kernels/randn.h"
#include "kernels/randn_like.h"
#include "opforge/tensor.h"

namespace opforge::composite {

void randn(const Tensor& result, std::optional<Generator> generator) { result.normal_(0, 1, std::move(generator)); }

void randn(const Tensor& result) { randn(result, std::nullopt); }

}  // namespace opforge::composite
