// The CUDA loop of quantile and nanquantile: iteration/quantile.h's steps, as the CPU loop
// (src/cpu/quantile.cpp), one thread per line of the sorted input (its count of numbers once, then
// its quantile at every q).
#include <cstdint>

#include <cuda_runtime.h>

#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "iteration/quantile.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {
namespace {

template <class T>
__global__ void __launch_bounds__(kBlockThreads)
    lines_kernel(const T* in, const T* qs, T* out, int64_t lines, int64_t n, int64_t count_q,
                 quantile::Interpolation mode, bool ignore_nan) {
  const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t line = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; line < lines; line += step) {
    quantile::line(in + line * n, n, qs, count_q, mode, ignore_nan, out + line, lines);
  }
}

template <class T>
void run(const TensorBase& sorted, const TensorBase& q, quantile::Interpolation mode, bool ignore_nan,
         const TensorBase& result) {
  const quantile::Lines lines = quantile::lines_of(sorted);
  const DeviceGuard guard(sorted.device());
  auto* kernel = &lines_kernel<T>;
  kernel<<<grid_blocks(kernel, guard.index(), lines.count), kBlockThreads>>>(
      static_cast<const T*>(sorted.data_ptr()), static_cast<const T*>(q.data_ptr()), static_cast<T*>(result.data_ptr()),
      lines.count, lines.n, q.numel(), mode, ignore_nan);
  check_cuda(cudaGetLastError(), "quantile kernel launch");
}

}  // namespace

void quantile_lines(const TensorBase& sorted, const TensorBase& q, quantile::Interpolation mode, bool ignore_nan,
                    const TensorBase& result) {
  switch (sorted.dtype()) {
    case ScalarType::Float: return run<float>(sorted, q, mode, ignore_nan, result);
    case ScalarType::Double: return run<double>(sorted, q, mode, ignore_nan, result);
    default: raise_dtype_not_implemented("quantile_cuda", sorted.dtype());
  }
}

}  // namespace opforge::cuda
