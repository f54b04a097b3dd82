// sum on CUDA tensors, the summation mean shares (src/cuda/mean.cu) and norm's sums of |x| and x * x
// (reducers.h's PowerSumReducer): iteration/sum_kernels.h,
// the CPU's too (src/cpu/sum_reduction.cpp), on the CUDA reduction loop (reduce.cuh). The stub has
// made the meta step (dispatch::plan_reduction); this only computes.
#include <complex>
#include <span>

#include <cuda/std/complex>

#include "cuda/kernels.h"
#include "cuda/reduce.cuh"
#include "iteration/sum_kernels.h"
#include "kernels/sum.h"

namespace opforge::cuda {
namespace {

namespace cd = cuda_detail;

// The element type the reducer reads for storage type T: a complex one as ::cuda::std::complex, of
// the same layout, whose arithmetic has device code.
template <class T>
struct SumElement {
  using type = T;
};
template <class V>
struct SumElement<std::complex<V>> {
  using type = ::cuda::std::complex<V>;
};

// The CUDA side of iteration/sum_kernels.h.
struct CudaSum {
  template <class In, class Out>
  using Sum = reduce::SumReducer<In, Out>;
  template <class T>
  using Element = typename SumElement<T>::type;
  template <class T, class R>
  static void run(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> outputs,
                  const R& reducer, reduce::Positions positions) {
    cd::cuda_reduce(input, mask, outputs, reducer, positions);
  }
};

}  // namespace

void sum_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, bool mean) {
  reduce::summation::sum_into<CudaSum>(input, mask, result, mean, "sum_cuda");
}

void power_sum_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result,
                    reduce::PowerSum p) {
  const TensorBase outputs[] = {result};
  reduce::summation::visit_power_sum<reduce::PowerSumReducer>(
      input.dtype(), p, "norm_cuda", [&]<class T, class R>(TypeTag<T>, const R& reducer) {
        cd::cuda_reduce(input, mask, outputs, reducer, reduce::Positions::walk);
      });
}

void sum_kernel(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  sum_into(input, mask, result, /*mean=*/false);
}

}  // namespace opforge::cuda
