// The type a pointwise kernel computes in, given T, the storage type of its compute dtype (PyTorch's
// at::opmath_type): half, bfloat16 and the float8 types widen to float, so a functor's chain of
// operations rounds once, when the result is stored.
//
//   T (storage)            opmath_t<T> (CPU)       cuda_opmath_t<T> (CUDA, nvcc only)
//   Half, BFloat16         float                   float
//   Float8<K>              float                   float
//   ComplexHalf            std::complex<float>     ::cuda::std::complex<float>
//   std::complex<float>    std::complex<float>     ::cuda::std::complex<float>
//   std::complex<double>   std::complex<double>    ::cuda::std::complex<double>
//   anything else          T                       T
//
// std::complex cannot run on the device, so CUDA kernels compute complex values in libcu++'s
// ::cuda::std::complex (shipped with the toolkit; same layout, same operators, and ::cuda::std::exp,
// sqrt, pow, abs, ... for it). A generated functor is therefore a template over its Op type,
// written once and instantiated with opmath_t<T> by the CPU kernel and cuda_opmath_t<T> by the CUDA
// one:
//
//   template <class Op> struct AddFunctor {
//     Op alpha;
//     OPFORGE_HOST_DEVICE Op operator()(Op self, Op other) const { return self + alpha * other; }
//   };
//   cuda_pointwise<T, R>(iter, AddFunctor<cuda_opmath_t<T>>{to_cuda_opmath(alpha_as_opmath_t)});
//
// Inside namespace opforge, spell libcu++ as ::cuda::std: the CUDA kernels' namespace opforge::cuda
// hides a bare `cuda`.
#pragma once

#include <complex>

#include "opforge/numeric.h"

// OPFORGE_CUDA_ON_HOST: a host test of device code (tests/core/test_cuda_*_host.cpp), built with
// libcu++'s headers, which are host code too.
#if defined(__CUDACC__) || defined(OPFORGE_CUDA_ON_HOST)
#include <cuda/std/complex>
#endif

namespace opforge::elementwise {

template <class T>
struct OpMath {
  using type = T;
};
template <>
struct OpMath<Half> {
  using type = float;
};
template <>
struct OpMath<BFloat16> {
  using type = float;
};
template <Float8Kind K>
struct OpMath<Float8<K>> {
  using type = float;
};
template <>
struct OpMath<ComplexHalf> {
  using type = std::complex<float>;
};
template <class T>
using opmath_t = typename OpMath<T>::type;

#if defined(__CUDACC__) || defined(OPFORGE_CUDA_ON_HOST)

template <class T>
struct CudaOpMath {
  using type = opmath_t<T>;
};
template <>
struct CudaOpMath<ComplexHalf> {
  using type = ::cuda::std::complex<float>;
};
template <class V>
struct CudaOpMath<std::complex<V>> {
  using type = ::cuda::std::complex<V>;
};
template <class T>
using cuda_opmath_t = typename CudaOpMath<T>::type;

// A host-side opmath_t<T> value (a functor's extra argument, converted from a Scalar) as the
// matching cuda_opmath_t<T> value.
template <class X>
X to_cuda_opmath(X v) {
  return v;
}
template <class V>
::cuda::std::complex<V> to_cuda_opmath(std::complex<V> z) {
  return {z.real(), z.imag()};
}

#endif

}  // namespace opforge::elementwise
