// Where and how wide kernels launch: a guard that makes the tensors' device current for a launch,
// and grid sizes for grid-stride loops from each device's multiprocessor count, read once.
// Kernels launch on the default stream, ordered with the runtime's synchronous copies.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include <cuda_runtime.h>

#include "cuda/cuda_check.h"
#include "opforge/device.h"

namespace opforge::cuda {

// Makes `device` current for the guard's lifetime when it names another device than the current
// one (a tensor on cuda:1 while cuda:0 is current), and restores the caller's device after.
class DeviceGuard {
 public:
  explicit DeviceGuard(Device device) {
    check_cuda(cudaGetDevice(&previous_), "cudaGetDevice");
    current_ = device.has_index() ? device.index() : previous_;
    if (current_ != previous_) check_cuda(cudaSetDevice(current_), "cudaSetDevice");
  }
  // A failure to switch back cannot be reported from a destructor; it is cleared instead.
  ~DeviceGuard() {
    if (current_ != previous_ && cudaSetDevice(previous_) != cudaSuccess) cudaGetLastError();
  }
  DeviceGuard(const DeviceGuard&) = delete;
  DeviceGuard& operator=(const DeviceGuard&) = delete;

  int index() const { return current_; }

 private:
  int previous_ = 0;
  int current_ = 0;
};

inline constexpr int kBlockThreads = 256;

// Blocks for a grid-stride loop over `work` items (one per thread and step) on device `device`:
// one block per kBlockThreads items, capped at what the device holds resident at once (more
// blocks would only queue behind the first wave). At least 1.
inline unsigned grid_blocks(int device, int64_t work) {
  static const std::vector<int64_t> resident_blocks = [] {
    int count = 0;
    check_cuda(cudaGetDeviceCount(&count), "cudaGetDeviceCount");
    std::vector<int64_t> blocks(static_cast<size_t>(count));
    for (int d = 0; d < count; ++d) {
      int sms = 0;
      int threads_per_sm = 0;
      check_cuda(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, d), "cudaDeviceGetAttribute");
      check_cuda(cudaDeviceGetAttribute(&threads_per_sm, cudaDevAttrMaxThreadsPerMultiProcessor, d),
                 "cudaDeviceGetAttribute");
      blocks[static_cast<size_t>(d)] = int64_t{sms} * std::max(1, threads_per_sm / kBlockThreads);
    }
    return blocks;
  }();
  const int64_t wanted = work / kBlockThreads + (work % kBlockThreads != 0 ? 1 : 0);
  return static_cast<unsigned>(std::clamp<int64_t>(wanted, 1, resident_blocks.at(static_cast<size_t>(device))));
}

}  // namespace opforge::cuda
