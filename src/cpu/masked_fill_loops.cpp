// The CPU loop of masked_fill.Tensor: see masked_fill_loops.h.
#include "cpu/masked_fill_loops.h"

#include "core/element_cast.h"
#include "iteration/cpu_pointwise.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void masked_fill_tensor(const elementwise::ElementwiseIter& iter, const Scalar& value) {
  visit_dtype(iter.compute_dtype(), "masked_fill", [&]<class T>(TypeTag<T>) {
    using Op = elementwise::opmath_t<T>;
    const auto v = static_cast<Op>(checked_scalar_cast<T>(value));
    elementwise::cpu_pointwise<T, T>(iter, [v](Op s, Op m) { return m != Op(0) ? v : s; });
  });
}

}  // namespace opforge::cpu
