// max and min (all elements, or along a dim with the index), argmax and argmin on CUDA tensors: the
// reducers of the CPU kernels (iteration/reducers.h: NaN wins, first index among equal extremes),
// run by the CUDA reduction loop (reduce.cuh). The stub has made every check (src/meta/max.cpp, min.cpp) and the
// results; this only computes. `name` is the op's name in PyTorch's dtype error ("max_all_cuda").
#pragma once

#include <optional>
#include <type_traits>

#include "cuda/kernels.h"
#include "cuda/reduce.cuh"
#include "iteration/index_reduction.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda::extremum {

namespace cd = cuda_detail;

// The dtypes max and min compare (their ops.yaml dtypes): bool, integers, half, bfloat16, float, double.
template <class T>
inline constexpr bool is_compared_type = std::is_arithmetic_v<reduce::widened_t<T>>;

template <bool Largest>
void all(const TensorBase& self, const TensorBase& result, const char* name) {
  const reduce::DimMask mask = reduce::make_dim_mask(std::nullopt, self.dim());
  const TensorBase outputs[] = {result};
  visit_dtype(self.dtype(), name, [&]<class T>(TypeTag<T>) {
    if constexpr (is_compared_type<T>)
      cd::cuda_reduce(self, mask, outputs, reduce::ExtremumReducer<T, Largest>{});
    else
      raise_dtype_not_implemented(name, self.dtype());
  });
}

template <bool Largest>
void along_dim(const TensorBase& self, int64_t dim, const TensorBase& values, const TensorBase& indices,
               const char* name) {
  const int64_t dims[] = {dim};
  const reduce::DimMask mask = reduce::make_dim_mask(IntArrayRef(dims), self.dim());
  const TensorBase outputs[] = {values, indices};
  visit_dtype(self.dtype(), name, [&]<class T>(TypeTag<T>) {
    if constexpr (is_compared_type<T>)
      cd::cuda_reduce(self, mask, outputs, reduce::ExtremumIndexReducer<T, Largest, true>{});
    else
      raise_dtype_not_implemented(name, self.dtype());
  });
}

// argmax (Largest) or argmin: cpu/extremum.h's index_of, with the CUDA reduction loop.
template <bool Largest>
void index_of(const TensorBase& self, std::optional<int64_t> dim, const TensorBase& result, const char* name) {
  if (reduce::index_reads_no_elements(self, dim)) {
    const int64_t zero = 0;
    fill_bytes(result, &zero);
    return;
  }
  const reduce::DimMask mask = reduce::index_dim_mask(dim, self.dim());
  const TensorBase outputs[] = {result};
  visit_dtype(self.dtype(), name, [&]<class T>(TypeTag<T>) {
    if constexpr (is_compared_type<T>)
      cd::cuda_reduce(self, mask, outputs, reduce::ExtremumIndexReducer<T, Largest, false>{},
                      reduce::Positions::row_major);
    else
      raise_dtype_not_implemented(name, self.dtype());
  });
}

}  // namespace opforge::cuda::extremum
