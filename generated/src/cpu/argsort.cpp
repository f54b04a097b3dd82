// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the sort ops.yaml entries named argsort: a switch over their dtypes running
// iteration/sort.h's loop, which sorts by iteration/sort_order.h's order.
#include "iteration/sort.h"
#include "kernels/argsort.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void argsort_sort(const TensorBase& input, int64_t dim, bool descending, const TensorBase& values, const TensorBase& indices) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      sort::run_sort<bool>(input, dim, descending, values, indices);
      break;
    case ScalarType::UInt8:
      sort::run_sort<uint8_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int8:
      sort::run_sort<int8_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int16:
      sort::run_sort<int16_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int32:
      sort::run_sort<int32_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Int64:
      sort::run_sort<int64_t>(input, dim, descending, values, indices);
      break;
    case ScalarType::Half:
      sort::run_sort<Half>(input, dim, descending, values, indices);
      break;
    case ScalarType::BFloat16:
      sort::run_sort<BFloat16>(input, dim, descending, values, indices);
      break;
    case ScalarType::Float:
      sort::run_sort<float>(input, dim, descending, values, indices);
      break;
    case ScalarType::Double:
      sort::run_sort<double>(input, dim, descending, values, indices);
      break;
    default:
      raise_dtype_not_implemented("sorting_kernel_method_name", input.dtype());
  }
}

}  // namespace opforge::cpu
