// argmax on CUDA tensors (src/cuda/extremum.cuh).
#include "cuda/extremum.cuh"
#include "kernels/argmax.h"

namespace opforge::cuda {

void argmax_kernel(const TensorBase& self, std::optional<int64_t> dim, bool /*keepdim*/, const TensorBase& result) {
  extremum::index_of<true>(self, dim, result, "argmax_cuda");
}

}  // namespace opforge::cuda
