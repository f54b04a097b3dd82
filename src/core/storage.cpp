// Storage lifetime, the CPU allocator, and the choice of allocator per device.
#include "opforge/storage.h"

#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstring>

#include "core/cpu_block_cache.h"
#include "core/cpu_small_blocks.h"
#include "core/cuda_allocator.h"
#include "opforge/error.h"

namespace opforge {
namespace {

// Cache-line alignment, as PyTorch's gAlignment: every 512-bit vector load from the start of a
// storage is aligned.
constexpr size_t kCpuAlignment = 64;

// PyTorch's alloc_cpu (c10/core/impl/alloc_cpu.cpp), messages included. Large blocks go through
// a cache of freed ones (cpu_block_cache.h), small ones through a per-thread cache
// (cpu_small_blocks.h).
class CpuAllocator final : public Allocator {
 public:
  void* allocate(size_t nbytes) override {
    OPFORGE_CHECK(static_cast<std::ptrdiff_t>(nbytes) >= 0, RuntimeError,
                  "alloc_cpu() seems to have been called with negative number: {}", nbytes);
    // Unlike PyTorch, 0 bytes still get a real pointer: kernels may memcpy/memset 0 bytes from or
    // to an empty tensor's data, and passing nullptr there is undefined behaviour.
    void* p = nullptr;
    int err = 0;
    if (nbytes <= detail::kSmallBlockBytes) {
      p = detail::allocate_small_block(nbytes);
      if (p == nullptr) err = ENOMEM;
    } else if (nbytes >= detail::kLargeBlockBytes) {
      p = detail::allocate_large_block(nbytes);
      if (p == nullptr) err = ENOMEM;
    } else {
      err = posix_memalign(&p, kCpuAlignment, nbytes == 0 ? 1 : nbytes);
    }
    OPFORGE_CHECK(err == 0, RuntimeError,
                  "DefaultCPUAllocator: can't allocate memory: you tried to allocate {} bytes. "
                  "Error code {} ({})",
                  nbytes, err, std::strerror(err));
    return p;
  }
  void deallocate(void* p, size_t nbytes) noexcept override {
    if (nbytes <= detail::kSmallBlockBytes)
      detail::free_small_block(p, nbytes);
    else if (nbytes >= detail::kLargeBlockBytes)
      detail::free_large_block(p, nbytes);
    else
      std::free(p);
  }
};

CpuAllocator g_cpu_allocator;

// The meta device's: a storage of any size and no memory, as PyTorch's meta tensors (their data_ptr
// is 0). Sizes, strides, dtype and names are real; every kernel is skipped on it and every read of
// its elements raises (docs/design.md, "The meta device").
class MetaAllocator final : public Allocator {
 public:
  void* allocate(size_t nbytes) override {
    OPFORGE_CHECK(static_cast<std::ptrdiff_t>(nbytes) >= 0, RuntimeError,
                  "alloc_meta() seems to have been called with negative number: {}", nbytes);
    return nullptr;
  }
  void deallocate(void*, size_t) noexcept override {}
};

MetaAllocator g_meta_allocator;

// Where memory on `d` actually lives, as PyTorch records it on a storage: cpu without an index
// (torch.empty(2, device='cpu:0').device is cpu), cuda always with one (a bare 'cuda' is the
// current device).
Device resolved_device(Device d) {
  switch (d.type()) {
    case DeviceType::CPU: return Device(DeviceType::CPU);
    case DeviceType::Meta: return Device(DeviceType::Meta);
    case DeviceType::CUDA: return d.has_index() ? d : Device(DeviceType::CUDA, detail::cuda_current_device());
    default: return d;
  }
}

}  // namespace

Allocator* allocator_for(Device d) {
  switch (d.type()) {
    case DeviceType::CPU: return &g_cpu_allocator;
    case DeviceType::Meta: return &g_meta_allocator;
    case DeviceType::CUDA: return detail::cuda_allocator(d.has_index() ? d.index() : detail::cuda_current_device());
    default:
      // PyTorch raises NotImplementedError ("Could not run ... from the '<Backend>' backend") when
      // a device type has no kernels; here it has no memory either.
      raise<NotImplementedError>(
          "opforge cannot allocate memory on device type '{}'; it supports "
          "cpu, cuda and meta",
          to_string(d.type()));
  }
}

StorageImpl::StorageImpl(size_t nbytes, Device device)
    : data_(nullptr), nbytes_(nbytes), device_(resolved_device(device)), allocator_(allocator_for(device_)) {
  data_ = allocator_->allocate(nbytes_);
}

StorageImpl::StorageImpl(size_t nbytes, Device device, Allocator* allocator)
    : data_(nullptr), nbytes_(nbytes), device_(resolved_device(device)), allocator_(allocator) {
  data_ = allocator_->allocate(nbytes_);
}

StorageImpl::StorageImpl(void* data, size_t nbytes, Device device)
    : data_(data), nbytes_(nbytes), device_(resolved_device(device)), allocator_(nullptr) {}

void StorageImpl::move_to(Allocator* allocator) {
  if (allocator == allocator_) return;
  void* moved = allocator->allocate(nbytes_);
  if (nbytes_ != 0) std::memcpy(moved, data_, nbytes_);
  if (allocator_ != nullptr) allocator_->deallocate(data_, nbytes_);
  data_ = moved;
  allocator_ = allocator;
}

StorageImpl::~StorageImpl() {
  if (allocator_ != nullptr) allocator_->deallocate(data_, nbytes_);
}

}  // namespace opforge
