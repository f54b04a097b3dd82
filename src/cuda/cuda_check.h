// Turning CUDA runtime errors into opforge errors, for every file that calls the runtime.
#pragma once

#include <string_view>

#include <cuda_runtime.h>

#include "opforge/error.h"

namespace opforge::cuda {

// Raises RuntimeError "CUDA error: <the runtime's text> (<what>)" unless err is cudaSuccess.
// The runtime's last-error slot is cleared first, so the next unrelated check does not report
// the same error again.
inline void check_cuda(cudaError_t err, std::string_view what) {
  if (err == cudaSuccess) [[likely]]
    return;
  cudaGetLastError();
  raise<RuntimeError>("CUDA error: {} ({})", cudaGetErrorString(err), what);
}

}  // namespace opforge::cuda
