// The CPU loop of the reductions ops.yaml declares with `kernel: {reduce: ...}`: reduce.h's
// ReducePlan run with reducers.h's DeclaredReducer over the op's generated functor
// (generated/src/functors/), in opmath_t of the element type (float for half and bfloat16, so
// partials round once, when the result is stored). The CUDA loop is cuda/declared_reduction.cuh,
// with the same reducer.
#pragma once

#include <cstdint>
#include <span>

#include "iteration/opmath.h"
#include "iteration/reduce.h"
#include "iteration/reducers.h"

namespace opforge::reduce {

// Folds `input` (elements T) over `mask` into `result` (of T's dtype too) with the functor F.
template <class T, template <class> class F>
void run_declared_reduction(const TensorBase& input, const DimMask& mask, const TensorBase& result) {
  using Acc = elementwise::opmath_t<T>;
  const TensorBase outputs[] = {result};
  const ReducePlan plan(input, mask, outputs);
  plan.run<T>(DeclaredReducer<T, Acc, F<Acc>>{{}, plan.folded_numel()});
}

// Folds `input` (elements T) over `mask` into `results` with a reducer written in C++ once for both
// devices (ops.yaml `reducer:`, such as iteration/welford.h's).
template <class T, class R>
void run_reducer(const TensorBase& input, const DimMask& mask, std::span<const TensorBase> results, const R& r) {
  const ReducePlan plan(input, mask, results);
  plan.run<T>(r);
}

}  // namespace opforge::reduce
