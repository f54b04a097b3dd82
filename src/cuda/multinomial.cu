// multinomial with replacement on CUDA tensors: iteration/multinomial_rows.h's row function, the
// CPU loop's, one thread per row.
#include <cstdint>
#include <type_traits>

#include "cuda/cuda_check.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "iteration/multinomial_rows.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {
namespace {

template <class T>
__global__ void __launch_bounds__(kBlockThreads)
    multinomial_kernel(const T* weights, int64_t weight_row, int64_t weight_stride, int64_t rows, int64_t categories,
                       T* cumulative, const double* uniforms, int64_t samples, int64_t* out, int64_t out_row,
                       int64_t out_stride) {
  const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < rows; i += step)
    sampler::multinomial_row<T>(weights + i * weight_row, weight_stride, categories, cumulative + i * categories,
                                uniforms + i * samples, samples, out + i * out_row, out_stride);
}

}  // namespace

void multinomial_rows(const TensorBase& weights, const TensorBase& uniforms, const TensorBase& cumulative,
                      const TensorBase& result) {
  const bool matrix = weights.dim() == 2;
  const int64_t rows = matrix ? weights.size(0) : 1;
  const DeviceGuard guard(weights.device());
  visit_dtype(weights.dtype(), "multinomial", [&]<class T>(TypeTag<T>) {
    if constexpr (!sampler::is_real_sample<T> || std::is_integral_v<T>) {
      raise_dtype_not_implemented("multinomial", weights.dtype());  // (the stub refused it)
    } else {
      const auto kernel = multinomial_kernel<T>;
      kernel<<<grid_blocks(kernel, guard.index(), rows), kBlockThreads>>>(
          static_cast<const T*>(weights.data_ptr()), matrix ? weights.stride(0) : 0, weights.stride(-1), rows,
          weights.size(-1), static_cast<T*>(cumulative.data_ptr()), static_cast<const double*>(uniforms.data_ptr()),
          result.size(-1), static_cast<int64_t*>(result.data_ptr()), matrix ? result.stride(0) : 0, result.stride(-1));
    }
  });
  check_cuda(cudaGetLastError(), "multinomial kernel launch");
}

}  // namespace opforge::cuda
