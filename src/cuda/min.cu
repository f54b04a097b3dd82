// min and min.dim on CUDA tensors (iteration/extremum_kernels.h, on src/cuda/extremum.cuh's loop).
#include "cuda/extremum.cuh"
#include "kernels/min.h"

namespace opforge::cuda {

void min_all_kernel(const TensorBase& self, const TensorBase& result) {
  reduce::extremum::all<extremum::CudaReduction, false>(self, result, "min_all_cuda");
}

void min_dim_kernel(const TensorBase& self, int64_t dim, bool /*keepdim*/, const TensorBase& values,
                    const TensorBase& indices) {
  reduce::extremum::along_dim<extremum::CudaReduction, false>(self, dim, values, indices, "min_cuda");
}

}  // namespace opforge::cuda
