// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the reduce ops.yaml entries named std (reducer welford, storing std): a switch
// over their dtypes running cuda/declared_reduction.cuh's cuda_reduce with iteration/welford.h's reducer.
#include "cuda/declared_reduction.cuh"
#include "kernels/std.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void std_reduce(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> results, const reduce::welford::Params& params) {
  switch (input.dtype()) {
    case ScalarType::Half:
      cuda_detail::run_reducer<Half>(input, mask, results, reduce::welford::Reducer<Half, reduce::welford::Result::std>{params});
      break;
    case ScalarType::BFloat16:
      cuda_detail::run_reducer<BFloat16>(input, mask, results, reduce::welford::Reducer<BFloat16, reduce::welford::Result::std>{params});
      break;
    case ScalarType::Float:
      cuda_detail::run_reducer<float>(input, mask, results, reduce::welford::Reducer<float, reduce::welford::Result::std>{params});
      break;
    case ScalarType::Double:
      cuda_detail::run_reducer<double>(input, mask, results, reduce::welford::Reducer<double, reduce::welford::Result::std>{params});
      break;
    case ScalarType::ComplexFloat:
      cuda_detail::run_reducer<std::complex<float>>(input, mask, results, reduce::welford::Reducer<std::complex<float>, reduce::welford::Result::std>{params});
      break;
    case ScalarType::ComplexDouble:
      cuda_detail::run_reducer<std::complex<double>>(input, mask, results, reduce::welford::Reducer<std::complex<double>, reduce::welford::Result::std>{params});
      break;
    default:
      raise_dtype_not_implemented("std_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
