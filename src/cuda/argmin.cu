// argmin on CUDA tensors (src/cuda/extremum.cuh).
#include "cuda/extremum.cuh"
#include "kernels/argmin.h"

namespace opforge::cuda {

void argmin_kernel(const TensorBase& self, std::optional<int64_t> dim, bool /*keepdim*/, const TensorBase& result) {
  extremum::index_of<false>(self, dim, result, "argmin_cuda");
}

}  // namespace opforge::cuda
