// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named rad2deg: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/rad2deg.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/rad2deg.h"

namespace opforge::cpu {

// rad2deg(Tensor self) -> Tensor
void rad2deg_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::rad2deg<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::rad2deg<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::rad2deg<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::rad2deg<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("rad2deg_cpu", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
