// argmin on CUDA tensors (iteration/extremum_kernels.h, on src/cuda/extremum.cuh's loop).
#include "cuda/extremum.cuh"
#include "kernels/argmin.h"

namespace opforge::cuda {

void argmin_kernel(const TensorBase& self, std::optional<int64_t> dim, bool /*keepdim*/, const TensorBase& result) {
  reduce::extremum::index_of<extremum::CudaReduction, false>(self, dim, result, "argmin_cuda");
}

}  // namespace opforge::cuda
