// Refcounted device memory. Each device type has one allocator; CPU memory is 64-byte aligned so
// kernels can use aligned vector loads, CUDA memory comes from cudaMalloc.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "opforge/device.h"
#include "opforge/intrusive_ptr.h"

namespace opforge {

class Allocator {
 public:
  virtual ~Allocator() = default;
  // Returns memory for nbytes (nbytes may be 0: a valid, distinct, non-null pointer or nullptr is
  // fine, it is never dereferenced). Raises RuntimeError when the memory cannot be had.
  virtual void* allocate(size_t nbytes) = 0;
  virtual void deallocate(void* p, size_t nbytes) noexcept = 0;
};

// The allocator for a device. CUDA without a usable GPU raises RuntimeError with a clear message.
Allocator* allocator_for(Device d);
// Host memory other processes can map: what share_memory_ moves a CPU storage into.
Allocator* shared_memory_allocator();
// Page-locked host memory from the CUDA runtime (pin_memory). Without CUDA raises PyTorch's
// RuntimeError.
Allocator* pinned_memory_allocator();

// device() is where the memory lives, as PyTorch records it: cpu without an index ('cpu:0' becomes
// 'cpu'), cuda always with one (a bare 'cuda' becomes the current CUDA device).
class StorageImpl : public IntrusiveTarget {
 public:
  StorageImpl(size_t nbytes, Device device);
  // Host memory from `allocator` instead of the device's own (pinned or shared memory).
  StorageImpl(size_t nbytes, Device device, Allocator* allocator);
  // Wraps memory the caller owns; it is not freed by the storage (allocator == nullptr).
  StorageImpl(void* data, size_t nbytes, Device device);
  ~StorageImpl() override;

  void* data() const noexcept { return data_; }
  size_t nbytes() const noexcept { return nbytes_; }
  Device device() const noexcept { return device_; }
  // Where the memory came from (nullptr for memory the caller owns).
  Allocator* allocator() const noexcept { return allocator_; }
  // Copies the bytes into memory from `allocator` and frees the old memory, in place: every tensor
  // on this storage sees the new memory (share_memory_). Not safe while another thread uses it.
  void move_to(Allocator* allocator);

  // How many in-place and out= writes the memory has had (PyTorch's version counter, which a tensor
  // shares with its views): autograd checks that a tensor saved for backward is unchanged when the
  // backward reads it. Relaxed: it orders nothing, and writers of disjoint views may race on it.
  uint64_t version() const noexcept { return version_.load(std::memory_order_relaxed); }
  void bump_version() noexcept { version_.fetch_add(1, std::memory_order_relaxed); }

 private:
  std::atomic<uint64_t> version_{0};
  void* data_;
  size_t nbytes_;
  Device device_;
  Allocator* allocator_;
};

using Storage = intrusive_ptr<StorageImpl>;

}  // namespace opforge
