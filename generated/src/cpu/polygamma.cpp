// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named polygamma: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/polygamma.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/polygamma.h"

namespace opforge::cpu {

// polygamma(int n, Tensor self) -> Tensor
void polygamma_kernel(const elementwise::ElementwiseIter& iter, int64_t n) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::polygamma<Op>{static_cast<Op>(n)});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::polygamma<Op>{static_cast<Op>(n)});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::polygamma<Op>{static_cast<Op>(n)});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::polygamma<Op>{static_cast<Op>(n)});
      break;
    }
    default:
      raise_dtype_not_implemented("polygamma", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
