// argsort.dimname: PyTorch 1.13 declares it and raises from it whatever the arguments.
#include "kernels/argsort.h"
#include "dispatch/stub_support.h"

namespace opforge::composite {

Tensor argsort_dimname(const Tensor&, Dimname, bool, const Tensor*) { dispatch::reject_dimname_overload("argsort"); }

}  // namespace opforge::composite
