// The CUDA loop of the reductions ops.yaml declares with `kernel: {reduce: ...}`: reduce.cuh's
// cuda_reduce run with an op built from the generated functor (generated/src/functors/), the twin
// of iteration/declared_reduction.h. The functor computes in cuda_opmath_t of the element type
// (float for half and bfloat16, ::cuda::std::complex for complex values, which have the layout of
// the stored std::complex). The halving tree combines partials in another grouping than the CPU
// loop: sums and products may round differently, and which of two equal elements (0.0 and -0.0)
// amax keeps may differ.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "cuda/reduce.cuh"
#include "iteration/opmath.h"
#include "iteration/pointwise_math.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda_detail {

// reduce_ops.h's contract over elements stored as T, with the declared functor F.
template <class T, class F>
struct DeclaredOp {
  using acc_t = elementwise::cuda_opmath_t<T>;
  F f;
  int64_t count;  // the elements folded into each output

  OPFORGE_HOST_DEVICE acc_t identity() const { return F::identity(); }
  OPFORGE_HOST_DEVICE acc_t load(const char* p) const {
    if constexpr (std::is_same_v<T, bool>) {
      return *reinterpret_cast<const uint8_t*>(p) != 0;
    } else if constexpr (math::is_complex_v<T>) {
      // Read as the ::cuda::std::complex of the same layout.
      return *reinterpret_cast<const acc_t*>(p);
    } else {
      return static_cast<acc_t>(*reinterpret_cast<const T*>(p));
    }
  }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, acc_t x, int64_t) const { return f.combine(a, f.map(x)); }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return f.combine(a, b); }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const {
    const acc_t r = f.finalize(a, count);
    if constexpr (std::is_same_v<T, bool>) {
      *reinterpret_cast<uint8_t*>(out0) = r ? 1 : 0;
    } else if constexpr (math::is_complex_v<T>) {
      *reinterpret_cast<acc_t*>(out0) = r;
    } else {
      *reinterpret_cast<T*>(out0) = static_cast<T>(r);
    }
  }
};

// Folds the CUDA tensor `input` (elements T) over `mask` into `result` (of T's dtype too) with the
// functor F.
template <class T, template <class> class F>
void run_declared_reduction(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  int64_t count = 1;
  for (size_t d = 0; d < input.sizes().size(); ++d)
    if (mask.test(d)) count *= input.sizes()[d];
  using Op = DeclaredOp<T, F<elementwise::cuda_opmath_t<T>>>;
  const TensorBase outputs[] = {result};
  cuda_reduce(input, mask, outputs, Op{{}, count});
}

}  // namespace opforge::cuda_detail
