// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the reduce ops.yaml entries named prod (identity 1; combine a * b): a switch
// over their dtypes running cuda/declared_reduction.cuh's loop with the functor in the CUDA compute
// type.
#include "cuda/declared_reduction.cuh"
#include "functors/prod.h"
#include "kernels/prod.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void prod_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::run_declared_reduction<bool, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      cuda_detail::run_declared_reduction<uint8_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int8:
      cuda_detail::run_declared_reduction<int8_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int16:
      cuda_detail::run_declared_reduction<int16_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int32:
      cuda_detail::run_declared_reduction<int32_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int64:
      cuda_detail::run_declared_reduction<int64_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Float:
      cuda_detail::run_declared_reduction<float, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Double:
      cuda_detail::run_declared_reduction<double, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::ComplexFloat:
      cuda_detail::run_declared_reduction<std::complex<float>, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::ComplexDouble:
      cuda_detail::run_declared_reduction<std::complex<double>, functors::prod_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("prod_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
