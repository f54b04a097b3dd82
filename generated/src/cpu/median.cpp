// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the sort ops.yaml entries named median: a switch over their dtypes into
// iteration/sort.h's loop (instantiated once for every dtype, for every sort entry), which sorts by
// iteration/sort_order.h's order and writes what the entry selects (iteration/sort_select.h).
#include "iteration/sort.h"
#include "kernels/median.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void median_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values, const TensorBase& indices) {
  switch (input.dtype()) {
    case ScalarType::UInt8:
      sort::run_sort<uint8_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int8:
      sort::run_sort<int8_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int16:
      sort::run_sort<int16_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int32:
      sort::run_sort<int32_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::Int64:
      sort::run_sort<int64_t>(input, dim, selection, values, indices);
      break;
    case ScalarType::BFloat16:
      sort::run_sort<BFloat16>(input, dim, selection, values, indices);
      break;
    case ScalarType::Float:
      sort::run_sort<float>(input, dim, selection, values, indices);
      break;
    case ScalarType::Double:
      sort::run_sort<double>(input, dim, selection, values, indices);
      break;
    default:
      raise_dtype_not_implemented("median_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
