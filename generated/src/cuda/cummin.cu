// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the scan ops.yaml entries named cummin (scanner cummin, storing values, indices): a switch over
// their dtypes running cuda/declared_scan.cuh's loop with the scanner.
#include "cuda/declared_scan.cuh"
#include "kernels/cummin.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void cummin_scan(const TensorBase& input, int64_t dim, const TensorBase& values, const TensorBase& indices) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<bool>{}, values, indices);
      break;
    case ScalarType::UInt8:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<uint8_t>{}, values, indices);
      break;
    case ScalarType::Int8:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<int8_t>{}, values, indices);
      break;
    case ScalarType::Int16:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<int16_t>{}, values, indices);
      break;
    case ScalarType::Int32:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<int32_t>{}, values, indices);
      break;
    case ScalarType::Int64:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<int64_t>{}, values, indices);
      break;
    case ScalarType::BFloat16:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<BFloat16>{}, values, indices);
      break;
    case ScalarType::Float:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<float>{}, values, indices);
      break;
    case ScalarType::Double:
      cuda_detail::run_scanner(input, dim, reduce::cummin::Scanner<double>{}, values, indices);
      break;
    default:
      raise_dtype_not_implemented("cummin_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
