// The fill of full and full_like (ops.yaml factory kernels): fill_(fill_value), converted to the
// result's dtype as fill_ converts it ("value cannot be converted to type uint8_t without overflow").
#include "kernels/full.h"
#include "kernels/full_like.h"
#include "opforge/tensor.h"

namespace opforge::composite {

void full(const Tensor& result, const Scalar& fill_value) { result.fill_(fill_value); }

}  // namespace opforge::composite
