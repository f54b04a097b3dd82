// multinomial with replacement on CUDA tensors: iteration/multinomial_rows.h's row function, the
// CPU loop's, one thread per row.
#include <cstdint>

#include "cuda/cuda_check.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "iteration/multinomial_rows.h"

namespace opforge::cuda {
namespace {

template <class T>
__global__ void __launch_bounds__(kBlockThreads)
    multinomial_kernel(sampler::RowPlan plan, const T* weights, T* cumulative, const double* uniforms, int64_t* out) {
  const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < plan.rows; i += step)
    sampler::multinomial_row<T>(plan, i, weights, cumulative, uniforms, out);
}

}  // namespace

void multinomial_rows(const TensorBase& weights, const TensorBase& uniforms, const TensorBase& cumulative,
                      const TensorBase& result) {
  const sampler::RowPlan plan = sampler::plan_rows(weights, result);
  const DeviceGuard guard(weights.device());
  sampler::visit_multinomial_dtype(weights.dtype(), [&]<class T>(TypeTag<T>) {
    const auto kernel = multinomial_kernel<T>;
    kernel<<<grid_blocks(kernel, guard.index(), plan.rows), kBlockThreads>>>(
        plan, static_cast<const T*>(weights.data_ptr()), static_cast<T*>(cumulative.data_ptr()),
        static_cast<const double*>(uniforms.data_ptr()), static_cast<int64_t*>(result.data_ptr()));
  });
  check_cuda(cudaGetLastError(), "multinomial kernel launch");
}

}  // namespace opforge::cuda
