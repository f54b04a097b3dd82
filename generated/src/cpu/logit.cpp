// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named logit: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/logit.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/logit.h"

namespace opforge::cpu {

// logit(Tensor self, float? eps=None) -> Tensor
void logit_kernel(const elementwise::ElementwiseIter& iter, std::optional<double> eps) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      if (eps.has_value()) elementwise::cpu_pointwise<T, Half>(iter, functors::logit_eps<Op>{static_cast<Op>(*eps)});
      else elementwise::cpu_pointwise<T, Half>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      if (eps.has_value()) elementwise::cpu_pointwise<T, BFloat16>(iter, functors::logit_eps<Op>{static_cast<Op>(*eps)});
      else elementwise::cpu_pointwise<T, BFloat16>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      if (eps.has_value()) elementwise::cpu_pointwise<T, float>(iter, functors::logit_eps<Op>{static_cast<Op>(*eps)});
      else elementwise::cpu_pointwise<T, float>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      if (eps.has_value()) elementwise::cpu_pointwise<T, double>(iter, functors::logit_eps<Op>{static_cast<Op>(*eps)});
      else elementwise::cpu_pointwise<T, double>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("logit_cpu", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
