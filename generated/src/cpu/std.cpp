// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the reduce ops.yaml entries named std (reducer welford, storing std): a switch
// over their dtypes running iteration/declared_reduction.h's ReducePlan with iteration/welford.h's reducer.
#include "iteration/declared_reduction.h"
#include "kernels/std.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void std_reduce(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> results, const reduce::welford::Params& params) {
  switch (input.dtype()) {
    case ScalarType::Half:
      reduce::run_reducer<Half>(input, mask, results, reduce::welford::Reducer<Half, reduce::welford::Result::std>{params});
      break;
    case ScalarType::BFloat16:
      reduce::run_reducer<BFloat16>(input, mask, results, reduce::welford::Reducer<BFloat16, reduce::welford::Result::std>{params});
      break;
    case ScalarType::Float:
      reduce::run_reducer<float>(input, mask, results, reduce::welford::Reducer<float, reduce::welford::Result::std>{params});
      break;
    case ScalarType::Double:
      reduce::run_reducer<double>(input, mask, results, reduce::welford::Reducer<double, reduce::welford::Result::std>{params});
      break;
    case ScalarType::ComplexFloat:
      reduce::run_reducer<std::complex<float>>(input, mask, results, reduce::welford::Reducer<std::complex<float>, reduce::welford::Result::std>{params});
      break;
    case ScalarType::ComplexDouble:
      reduce::run_reducer<std::complex<double>>(input, mask, results, reduce::welford::Reducer<std::complex<double>, reduce::welford::Result::std>{params});
      break;
    default:
      raise_dtype_not_implemented("std_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
