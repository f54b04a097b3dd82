// max and max.dim on CUDA tensors (iteration/extremum_kernels.h, on src/cuda/extremum.cuh's loop).
#include "cuda/extremum.cuh"
#include "kernels/max.h"

namespace opforge::cuda {

void max_all_kernel(const TensorBase& self, const TensorBase& result) {
  reduce::extremum::all<extremum::CudaReduction, true>(self, result, "max_all_cuda");
}

void max_dim_kernel(const TensorBase& self, int64_t dim, bool /*keepdim*/, const TensorBase& values,
                    const TensorBase& indices) {
  reduce::extremum::along_dim<extremum::CudaReduction, true>(self, dim, values, indices, "max_cuda");
}

}  // namespace opforge::cuda
