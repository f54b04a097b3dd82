// The kernels of max and min (of all elements, and along a dim with the index), argmax and argmin,
// written once for both devices: the dims, the outputs and the reducer (iteration/reducers.h) of
// each call, run by a device's reduction loop. `Device` is src/cpu/extremum.h's CpuReduction or
// src/cuda/extremum.cuh's CudaReduction:
//
//   struct Device {
//     template <class T, bool Largest> using Extremum = ...;  // the device's form of ExtremumReducer
//     template <class T, bool Largest, bool WithValues>
//     using ExtremumIndex = ...;                              // ... and of ExtremumIndexReducer
//     template <class T, class R>
//     static void run(const TensorBase& input, const DimMask& mask, std::span<const TensorBase> outputs,
//                     const R& reducer, Positions positions);  // the device's reduction loop
//   };
//
// The stub has wrapped dim (`wraps: {dim: self}`), made every check (src/meta/<op>.cpp: dims, dtypes,
// empty inputs) and the results
// (values: self's dtype, indices: int64); `name` is the op's kernel in PyTorch's dtype error
// ("max_all_cuda"), raised only for a dtype the meta function let through by mistake.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <type_traits>

#include "iteration/reduce.h"
#include "iteration/reducers.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor_base.h"

namespace opforge::reduce::extremum {

// The dtypes max and min compare (their ops.yaml dtypes): bool, integers, half, bfloat16, float, double.
template <class T>
inline constexpr bool is_compared_type = std::is_arithmetic_v<widened_t<T>>;

// max (Largest) or min of all elements of self into the 0-dim result.
template <class Device, bool Largest>
void all(const TensorBase& self, const TensorBase& result, const char* name) {
  const DimMask mask = make_dim_mask(std::nullopt, self.dim());
  const TensorBase outputs[] = {result};
  visit_dtype(self.dtype(), name, [&]<class T>(TypeTag<T>) {
    if constexpr (is_compared_type<T>)
      Device::template run<T>(self, mask, outputs, typename Device::template Extremum<T, Largest>{}, Positions::walk);
    else
      raise_dtype_not_implemented(name, self.dtype());
  });
}

// max.dim / min.dim: the extreme along dim and its index (the first among equal extremes, or the
// first NaN).
template <class Device, bool Largest>
void along_dim(const TensorBase& self, int64_t dim, const TensorBase& values, const TensorBase& indices,
               const char* name) {
  const DimMask mask = wrapped_dim_mask(dim);
  const TensorBase outputs[] = {values, indices};
  visit_dtype(self.dtype(), name, [&]<class T>(TypeTag<T>) {
    if constexpr (is_compared_type<T>)
      Device::template run<T>(self, mask, outputs, typename Device::template ExtremumIndex<T, Largest, true>{},
                              Positions::walk);
    else
      raise_dtype_not_implemented(name, self.dtype());
  });
}

// argmax (Largest) or argmin: the index of the extreme along dim, or with no dim the index into
// the flattened self (row-major positions: PyTorch flattens self) of the extreme of all elements.
// Along a dim of size 1 the stub has written the zeros instead (src/meta/extremum.h).
template <class Device, bool Largest>
void index_of(const TensorBase& self, std::optional<int64_t> dim, const TensorBase& result, const char* name) {
  const DimMask mask = dim ? wrapped_dim_mask(*dim) : make_dim_mask(std::nullopt, self.dim());
  const TensorBase outputs[] = {result};
  visit_dtype(self.dtype(), name, [&]<class T>(TypeTag<T>) {
    if constexpr (is_compared_type<T>)
      Device::template run<T>(self, mask, outputs, typename Device::template ExtremumIndex<T, Largest, false>{},
                              Positions::row_major);
    else
      raise_dtype_not_implemented(name, self.dtype());
  });
}

}  // namespace opforge::reduce::extremum
