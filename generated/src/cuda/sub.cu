// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named sub: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/sub.h"
#include "kernels/sub.h"

namespace opforge::cuda {

// sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
void sub_kernel(const elementwise::ElementwiseIter& iter, const Scalar& alpha) {
  switch (iter.compute_dtype()) {
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, uint8_t>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int8_t>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int16_t>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int32_t>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int64_t>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::ComplexHalf: {
      using T = ComplexHalf;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, ComplexHalf>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::ComplexFloat: {
      using T = std::complex<float>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, std::complex<float>>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    case ScalarType::ComplexDouble: {
      using T = std::complex<double>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, std::complex<double>>(iter, functors::sub<Op>{elementwise::to_cuda_opmath(elementwise::scalar_to<elementwise::opmath_t<T>>(alpha))});
      break;
    }
    default:
      raise_dtype_not_implemented("sub_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
