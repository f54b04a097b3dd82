// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the sort ops.yaml entries named argsort: a switch over their dtypes running
// cuda/sort.cuh's loop, which sorts by iteration/sort_order.h's order.
#include "cuda/sort.cuh"
#include "kernels/argsort.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void argsort_sort(const TensorBase& input, int64_t dim, bool descending, const TensorBase& values, const TensorBase& indices) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::cuda_sort<bool>(input, dim, descending, values, indices);
      break;
    case ScalarType::UInt8:
      cuda_detail::cuda_sort<uint8_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int8:
      cuda_detail::cuda_sort<int8_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int16:
      cuda_detail::cuda_sort<int16_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int32:
      cuda_detail::cuda_sort<int32_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int64:
      cuda_detail::cuda_sort<int64_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Half:
      cuda_detail::cuda_sort<Half>(input, dim, descending, values, indices);
      break;
    case ScalarType::BFloat16:
      cuda_detail::cuda_sort<BFloat16>(input, dim, descending, values, indices);
      break;
    case ScalarType::Float:
      cuda_detail::cuda_sort<float>(input, dim, descending, values, indices);
      break;
    case ScalarType::Double:
      cuda_detail::cuda_sort<double>(input, dim, descending, values, indices);
      break;
    default:
      raise_dtype_not_implemented("sorting_kernel_method_name", input.dtype());
  }
}

}  // namespace opforge::cuda
