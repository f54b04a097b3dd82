// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named exp2: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/exp2.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/exp2.h"

namespace opforge::cpu {

// exp2(Tensor self) -> Tensor
void exp2_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::exp2<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::exp2<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::exp2<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::exp2<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("exp2", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
