// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named erf: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/erf.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/erf.h"

namespace opforge::cpu {

// erf(Tensor self) -> Tensor
void erf_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::erf<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::erf<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::erf<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::erf<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("erf_vml_cpu", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
