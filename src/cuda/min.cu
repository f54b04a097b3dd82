// min and min.dim on CUDA tensors (src/cuda/extremum.cuh).
#include "cuda/extremum.cuh"
#include "kernels/min.h"

namespace opforge::cuda {

void min_all_kernel(const TensorBase& self, const TensorBase& result) {
  extremum::all<false>(self, result, "min_all_cuda");
}

void min_dim_kernel(const TensorBase& self, int64_t dim, bool /*keepdim*/, const TensorBase& values,
                    const TensorBase& indices) {
  extremum::along_dim<false>(self, dim, values, indices, "min_cuda");
}

}  // namespace opforge::cuda
