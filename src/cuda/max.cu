// max and max.dim on CUDA tensors (src/cuda/extremum.cuh).
#include "cuda/extremum.cuh"
#include "kernels/max.h"

namespace opforge::cuda {

void max_all_kernel(const TensorBase& self, const TensorBase& result) {
  extremum::all<true>(self, result, "max_all_cuda");
}

void max_dim_kernel(const TensorBase& self, int64_t dim, bool /*keepdim*/, const TensorBase& values,
                    const TensorBase& indices) {
  extremum::along_dim<true>(self, dim, values, indices, "max_cuda");
}

}  // namespace opforge::cuda
