// The CPU loop of the reductions ops.yaml declares with `kernel: {reduce: ...}`: reduce.h's
// ReducePlan run with a reducer built from the op's generated functor (generated/src/functors/),
//
//   template <class Op> struct prod_reduce {
//     static Op identity();                 // the partial of no element
//     Op map(Op x) const;                   // an element, in the compute type Op
//     Op combine(Op a, Op b) const;         // two partials; a covers the earlier positions
//     Op finalize(Op a, int64_t n) const;   // the result of the n elements folded into a
//   };
//
// Op is opmath_t of the element type (float for half and bfloat16), so partials round once, when
// the result is stored. The CUDA twin is cuda/declared_reduction.cuh.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#include "iteration/opmath.h"
#include "iteration/reduce.h"

namespace opforge::reduce {

// reduce.h's Reducer over elements T from the declared functor F (of T's compute type).
template <class T, class F>
struct DeclaredReducer {
  using acc_t = elementwise::opmath_t<T>;
  F f;
  int64_t count;  // the elements folded into each output

  acc_t identity() const { return F::identity(); }
  acc_t reduce(acc_t a, T x, int64_t) const { return f.combine(a, f.map(static_cast<acc_t>(x))); }
  acc_t combine(acc_t a, acc_t b) const { return f.combine(a, b); }
  void store(const std::array<char*, 2>& out, acc_t a) const {
    const T v = static_cast<T>(f.finalize(a, count));
    std::memcpy(out[0], &v, sizeof(T));
  }
};

// Folds `input` (elements T) over `mask` into `result` (of T's dtype too) with the functor F.
template <class T, template <class> class F>
void run_declared_reduction(const TensorBase& input, const DimMask& mask, const TensorBase& result) {
  const TensorBase outputs[] = {result};
  const ReducePlan plan(input, mask, outputs);
  plan.run<T>(DeclaredReducer<T, F<elementwise::opmath_t<T>>>{{}, plan.folded_numel()});
}

}  // namespace opforge::reduce
