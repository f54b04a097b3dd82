// The CUDA loop of the reductions ops.yaml declares with `kernel: {reduce: ...}`: reduce.cuh's
// cuda_reduce run with reducers.h's DeclaredReducer over the generated functor
// (generated/src/functors/), the CPU loop's reducer (iteration/declared_reduction.h), in
// cuda_opmath_t of the element type (float for half and bfloat16, ::cuda::std::complex for complex
// values, which have the layout of the stored std::complex). The halving tree combines partials in
// another grouping than the CPU loop: sums and products may round differently, and which of two
// equal elements (0.0 and -0.0) amax keeps may differ.
#pragma once

#include <cstdint>
#include <span>

#include "cuda/reduce.cuh"
#include "iteration/opmath.h"
#include "iteration/pointwise_math.h"
#include "iteration/reducers.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda_detail {

// Folds the CUDA tensor `input` (elements T) over `mask` into `result` (of T's dtype too) with the
// functor F.
template <class T, template <class> class F>
void run_declared_reduction(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  // As ReducePlan counts it: a product of the folded sizes could overflow before reaching a zero
  // size (sizes {INT64_MAX, 3, 0}).
  const int64_t count = result.numel() == 0 ? 0 : input.numel() / result.numel();
  using Acc = elementwise::cuda_opmath_t<T>;
  const TensorBase outputs[] = {result};
  cuda_reduce(input, mask, outputs, reduce::DeclaredReducer<T, Acc, F<Acc>>{{}, count});
}

// Folds the CUDA tensor `input` (elements T) over `mask` into `results` with a reducer written once
// for both devices (ops.yaml `reducer:`), the CPU loop's (iteration/declared_reduction.h).
template <class T, class R>
void run_reducer(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> results,
                 const R& r) {
  cuda_reduce(input, mask, results, r);
}

}  // namespace opforge::cuda_detail
