// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named clamp: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/clamp.h"
#include "kernels/clamp.h"

namespace opforge::cuda {

// clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
void clamp_kernel(const elementwise::ElementwiseIter& iter, bool has_min, bool has_max) {
  switch (iter.compute_dtype()) {
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, uint8_t>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, uint8_t>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, uint8_t>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int8_t>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int8_t>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int8_t>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int16_t>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int16_t>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int16_t>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int32_t>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int32_t>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int32_t>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int64_t>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int64_t>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int64_t>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, Half>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, Half>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, Half>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, BFloat16>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, BFloat16>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, BFloat16>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, float>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, float>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, float>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, double>(iter, functors::clamp_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, double>(iter, functors::clamp_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, double>(iter, functors::clamp_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    default:
      raise_dtype_not_implemented("clamp_cuda", iter.compute_dtype());
  }
}

// clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
void clamp_Tensor_kernel(const elementwise::ElementwiseIter& iter, bool has_min, bool has_max) {
  switch (iter.compute_dtype()) {
    case ScalarType::Bool: {
      using T = bool;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, bool>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, bool>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, bool>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, uint8_t>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, uint8_t>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, uint8_t>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int8_t>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int8_t>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int8_t>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int16_t>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int16_t>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int16_t>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int32_t>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int32_t>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int32_t>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, int64_t>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, int64_t>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, int64_t>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, Half>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, Half>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, Half>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, BFloat16>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, BFloat16>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, BFloat16>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, float>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, float>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, float>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      if (has_min && has_max) elementwise::cuda_pointwise<T, double>(iter, functors::clamp_Tensor_min_max<Op>{});
      else if (has_min && !has_max) elementwise::cuda_pointwise<T, double>(iter, functors::clamp_Tensor_min<Op>{});
      else if (!has_min && has_max) elementwise::cuda_pointwise<T, double>(iter, functors::clamp_Tensor_max<Op>{});
      else raise<RuntimeError>("torch.clamp: At least one of 'min' or 'max' must not be None");
      break;
    }
    default:
      raise_dtype_not_implemented("clamp_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
