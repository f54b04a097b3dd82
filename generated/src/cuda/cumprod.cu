// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the scan ops.yaml entries named cumprod (identity 1; combine a * b): a switch over
// their dtypes running cuda/declared_scan.cuh's loop with the functor in the accumulation type.
#include "cuda/declared_scan.cuh"
#include "functors/cumprod.h"
#include "kernels/cumprod.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void cumprod_scan(const TensorBase& input, int64_t dim, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::UInt8:
      cuda_detail::run_declared_scan<uint8_t, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::Int8:
      cuda_detail::run_declared_scan<int8_t, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::Int16:
      cuda_detail::run_declared_scan<int16_t, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::Int32:
      cuda_detail::run_declared_scan<int32_t, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::Int64:
      cuda_detail::run_declared_scan<int64_t, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::Half:
      cuda_detail::run_declared_scan<Half, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::BFloat16:
      cuda_detail::run_declared_scan<BFloat16, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::Float:
      cuda_detail::run_declared_scan<float, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::Double:
      cuda_detail::run_declared_scan<double, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::ComplexFloat:
      cuda_detail::run_declared_scan<std::complex<float>, functors::cumprod_scan>(input, dim, result);
      break;
    case ScalarType::ComplexDouble:
      cuda_detail::run_declared_scan<std::complex<double>, functors::cumprod_scan>(input, dim, result);
      break;
    default:
      raise_dtype_not_implemented("cumprod_out_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
