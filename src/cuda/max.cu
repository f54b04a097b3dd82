// max and max.dim on CUDA tensors: the comparisons of src/cpu/max.cpp (NaN wins, first index among
// equal maxima), done by the CUDA reduction loop (reduce.cuh). The stub has made every check
// (src/meta/max.cpp) and the results; this only computes.
#include <type_traits>

#include "cuda/kernels.h"
#include "cuda/reduce.cuh"
#include "kernels/max.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {
namespace {

namespace cd = cuda_detail;

// The dtypes max compares (its ops.yaml dtypes): bool, integers, half, bfloat16, float, double.
template <class T>
inline constexpr bool is_max_type = std::is_arithmetic_v<cd::widened_t<T>>;

}  // namespace

void max_all_kernel(const TensorBase& self, const TensorBase& result) {
  const reduce::DimMask mask = reduce::make_dim_mask(std::nullopt, self.dim());
  const TensorBase outputs[] = {result};
  visit_dtype(self.dtype(), "max_all_cuda", [&]<class T>(TypeTag<T>) {
    if constexpr (is_max_type<T>)
      cd::cuda_reduce(self, mask, outputs, cd::MaxOp<T>{});
    else
      raise_dtype_not_implemented("max_all_cuda", self.dtype());
  });
}

void max_dim_kernel(const TensorBase& self, int64_t dim, bool /*keepdim*/, const TensorBase& values,
                    const TensorBase& indices) {
  const int64_t dims[] = {dim};
  const reduce::DimMask mask = reduce::make_dim_mask(IntArrayRef(dims), self.dim());
  const TensorBase outputs[] = {values, indices};
  visit_dtype(self.dtype(), "max_cuda", [&]<class T>(TypeTag<T>) {
    if constexpr (is_max_type<T>)
      cd::cuda_reduce(self, mask, outputs, cd::MaxIndexOp<T>{});
    else
      raise_dtype_not_implemented("max_cuda", self.dtype());
  });
}

}  // namespace opforge::cuda
