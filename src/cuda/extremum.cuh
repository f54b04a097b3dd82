// The CUDA side of max, min, argmax and argmin (src/cuda/<op>.cu), whose kernels both devices share
// (iteration/extremum_kernels.h): the CUDA reduction loop (reduce.cuh) with reducers.h's reducers.
#pragma once

#include <span>

#include "cuda/kernels.h"
#include "cuda/reduce.cuh"
#include "iteration/extremum_kernels.h"

namespace opforge::cuda::extremum {

struct CudaReduction {
  template <class T, bool Largest>
  using Extremum = reduce::ExtremumReducer<T, Largest>;
  template <class T, bool Largest, bool WithValues>
  using ExtremumIndex = reduce::ExtremumIndexReducer<T, Largest, WithValues>;
  template <class T, class R>
  static void run(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> outputs,
                  const R& reducer, reduce::Positions positions) {
    cuda_detail::cuda_reduce(input, mask, outputs, reducer, positions);
  }
};

}  // namespace opforge::cuda::extremum
