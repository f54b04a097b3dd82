// sum on CUDA tensors, and the summation mean shares (src/cuda/mean.cu): the reducer of
// src/cpu/sum_reduction.cpp (iteration/reducers.h), run by the CUDA reduction loop (reduce.cuh)
// with the same dtypes and accumulation types. The stub has made the meta step (dispatch::plan_reduction); this only
// computes.
#include <complex>
#include <type_traits>

#include <cuda/std/complex>

#include "cuda/kernels.h"
#include "cuda/reduce.cuh"
#include "kernels/sum.h"
#include "opforge/dtype_dispatch.h"

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

template <class T>
inline constexpr bool is_sum_type = !std::is_same_v<T, ComplexHalf>;

template <class In, class Out>
void run_sum(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, bool mean,
             int64_t folded) {
  using Op = reduce::SumReducer<In, Out>;
  Op op{};
  op.mean = mean;
  op.divisor = static_cast<typename Op::real_t>(folded);
  const TensorBase outputs[] = {result};
  cd::cuda_reduce(input, mask, outputs, op);
}

}  // namespace

void sum_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, bool mean) {
  const ScalarType out = result.dtype();
  int64_t folded = 1;
  for (size_t d = 0; d < input.sizes().size(); ++d)
    if (mask.test(d)) folded *= input.sizes()[d];
  visit_dtype(out, "sum_cuda", [&]<class O>(TypeTag<O>) {
    if constexpr (!is_sum_type<O>) {
      raise_dtype_not_implemented("sum_cuda", out);
    } else {
      // Only bool and integers summing to int64 are read as they are (plan_reduction converts the rest).
      OPFORGE_CHECK(input.dtype() == out || ((std::is_same_v<O, int64_t>)&&is_integral(input.dtype(), true)),
                    RuntimeError, "sum_cuda: a {} input must be converted to {} first", cpp_name(input.dtype()),
                    cpp_name(out));
      if constexpr (std::is_same_v<O, int64_t>) {
        visit_dtype(input.dtype(), "sum_cuda", [&]<class I>(TypeTag<I>) {
          if constexpr (std::is_integral_v<I>) run_sum<I, int64_t>(input, mask, result, mean, folded);
        });
      } else {
        using Element = typename SumElement<O>::type;
        run_sum<Element, Element>(input, mask, result, mean, folded);
      }
    }
  });
}

void sum_kernel(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  sum_into(input, mask, result, /*mean=*/false);
}

}  // namespace opforge::cuda
