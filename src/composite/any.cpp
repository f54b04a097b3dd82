// any.dimname: PyTorch 1.13 declares it and raises from it whatever the arguments (its any.dim
// rejects named tensors, so a dim name could never name one of its dims).
#include "kernels/any.h"
#include "dispatch/stub_support.h"

namespace opforge::composite {

Tensor any_dimname(const Tensor&, Dimname, bool, const Tensor*) { dispatch::reject_dimname_overload("any"); }

}  // namespace opforge::composite
