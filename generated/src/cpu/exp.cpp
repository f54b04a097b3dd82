// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named exp: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/exp.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/exp.h"

namespace opforge::cpu {

// exp(Tensor self) -> Tensor
void exp_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::exp<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::exp<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::exp<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::exp<Op>{});
      break;
    }
    case ScalarType::ComplexFloat: {
      using T = std::complex<float>;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, std::complex<float>>(iter, functors::exp<Op>{});
      break;
    }
    case ScalarType::ComplexDouble: {
      using T = std::complex<double>;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, std::complex<double>>(iter, functors::exp<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("exp_vml_cpu", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
