// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the sort ops.yaml entries named sort: a switch over their dtypes into
// cuda/sort.cuh's loop (instantiated once for every dtype, for every sort entry), which sorts by
// iteration/sort_order.h's order and writes what the entry selects (iteration/sort_select.h).
#include "cuda/sort.cuh"
#include "kernels/sort.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void sort_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values, const TensorBase& indices) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::cuda_sort<bool>(input, dim, selection, values, indices);
      break;
    case ScalarType::UInt8:
      cuda_detail::cuda_sort<uint8_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int8:
      cuda_detail::cuda_sort<int8_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int16:
      cuda_detail::cuda_sort<int16_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int32:
      cuda_detail::cuda_sort<int32_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int64:
      cuda_detail::cuda_sort<int64_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Half:
      cuda_detail::cuda_sort<Half>(input, dim, selection, values, indices);
      break;
    case ScalarType::BFloat16:
      cuda_detail::cuda_sort<BFloat16>(input, dim, selection, values, indices);
      break;
    case ScalarType::Float:
      cuda_detail::cuda_sort<float>(input, dim, selection, values, indices);
      break;
    case ScalarType::Double:
      cuda_detail::cuda_sort<double>(input, dim, selection, values, indices);
      break;
    default:
      raise_dtype_not_implemented("sorting_kernel_method_name", input.dtype());
  }
}

}  // namespace opforge::cuda
