// sort.dimname and sort.dimname_stable: PyTorch 1.13 declares them (and their out= forms) and
// raises from them whatever the arguments; sort.dim's own named-tensor support is none either.
#include "kernels/sort.h"
#include "dispatch/stub_support.h"

namespace opforge::composite {

std::tuple<Tensor, Tensor> sort_dimname(const Tensor&, Dimname, bool, const Tensor*) {
  dispatch::reject_dimname_overload("sort");
}

std::tuple<Tensor, Tensor> sort_dimname(const Tensor&, std::optional<bool>, Dimname, bool, const Tensor*) {
  dispatch::reject_dimname_overload("sort");
}

}  // namespace opforge::composite
