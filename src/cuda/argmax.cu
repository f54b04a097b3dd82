// argmax on CUDA tensors (iteration/extremum_kernels.h, on src/cuda/extremum.cuh's loop).
#include "cuda/extremum.cuh"
#include "kernels/argmax.h"

namespace opforge::cuda {

void argmax_kernel(const TensorBase& self, std::optional<int64_t> dim, bool /*keepdim*/, const TensorBase& result) {
  reduce::extremum::index_of<extremum::CudaReduction, true>(self, dim, result, "argmax_cuda");
}

}  // namespace opforge::cuda
