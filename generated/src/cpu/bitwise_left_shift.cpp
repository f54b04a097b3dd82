// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named bitwise_left_shift: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/bitwise_left_shift.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/bitwise_left_shift.h"

namespace opforge::cpu {

// bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor
void bitwise_left_shift_Tensor_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, uint8_t>(iter, functors::bitwise_left_shift_Tensor<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int8_t>(iter, functors::bitwise_left_shift_Tensor<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int16_t>(iter, functors::bitwise_left_shift_Tensor<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int32_t>(iter, functors::bitwise_left_shift_Tensor<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int64_t>(iter, functors::bitwise_left_shift_Tensor<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("lshift_cpu", iter.compute_dtype());
  }
}

// bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
void bitwise_left_shift_Scalar_Tensor_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, uint8_t>(iter, functors::bitwise_left_shift_Scalar_Tensor<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int8_t>(iter, functors::bitwise_left_shift_Scalar_Tensor<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int16_t>(iter, functors::bitwise_left_shift_Scalar_Tensor<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int32_t>(iter, functors::bitwise_left_shift_Scalar_Tensor<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int64_t>(iter, functors::bitwise_left_shift_Scalar_Tensor<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("lshift_cpu", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
