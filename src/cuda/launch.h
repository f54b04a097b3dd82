// Where and how wide kernels launch: a guard that makes the tensors' device current for a launch,
// and grid sizes for grid-stride loops from each device's multiprocessor count and each kernel's
// occupancy, read once.
// Kernels launch on the default stream, ordered with the runtime's synchronous copies.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <utility>
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

// Blocks of `kernel` (kBlockThreads threads each) that one multiprocessor of device `device` (the
// current one) holds at once: fewer than the multiprocessor's thread limit allows when the
// kernel's registers or shared memory run out first (40 registers a thread: 6 blocks of 256, not 8).
// Asked once per kernel and device.
inline int resident_blocks_per_multiprocessor(const void* kernel, int device) {
  static std::mutex mutex;
  static std::map<std::pair<const void*, int>, int> known;
  const std::lock_guard lock(mutex);
  if (const auto it = known.find({kernel, device}); it != known.end()) return it->second;
  int blocks = 0;
  check_cuda(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, kBlockThreads, 0),
             "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
  blocks = std::max(1, blocks);
  known.emplace(std::pair{kernel, device}, blocks);
  return blocks;
}

// Blocks for launching `kernel` on device `device` (the current one: callers hold a DeviceGuard)
// as a grid-stride loop over `work` items (one per thread and step): one block per kBlockThreads
// items, capped at the blocks of this kernel the device holds resident at once. More would wait
// for the first wave to finish and then run as a second wave on a fraction of the machine. At
// least 1.
template <class Kernel>
unsigned grid_blocks(Kernel* kernel, int device, int64_t work) {
  static const std::vector<int64_t> multiprocessors = [] {
    int count = 0;
    check_cuda(cudaGetDeviceCount(&count), "cudaGetDeviceCount");
    std::vector<int64_t> sms(static_cast<size_t>(count));
    for (int d = 0; d < count; ++d) {
      int n = 0;
      check_cuda(cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, d), "cudaDeviceGetAttribute");
      sms[static_cast<size_t>(d)] = n;
    }
    return sms;
  }();
  const int64_t resident = multiprocessors.at(static_cast<size_t>(device)) *
                           resident_blocks_per_multiprocessor(reinterpret_cast<const void*>(kernel), device);
  const int64_t wanted = work / kBlockThreads + (work % kBlockThreads != 0 ? 1 : 0);
  return static_cast<unsigned>(std::clamp<int64_t>(wanted, 1, resident));
}

}  // namespace opforge::cuda
