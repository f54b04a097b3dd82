// Page-locked host memory from the CUDA runtime: copies from it to a GPU run asynchronously and at
// full bus speed, which is why a data loader pins its batches. Without CUDA there is none to have.
#include "core/pinned_memory.h"

#include "core/cuda_allocator.h"
#include "opforge/error.h"
#include "opforge/storage.h"

#ifdef OPFORGE_HAS_CUDA
#include <cuda_runtime.h>
#endif

namespace opforge {

#ifdef OPFORGE_HAS_CUDA

namespace {

class PinnedMemoryAllocator final : public Allocator {
 public:
  void* allocate(size_t nbytes) override {
    void* p = nullptr;
    const cudaError_t err = cudaHostAlloc(&p, nbytes == 0 ? 1 : nbytes, cudaHostAllocDefault);
    if (err != cudaSuccess) {
      cudaGetLastError();
      // Without a usable GPU, the runtime's own explanation (no driver, no device) in PyTorch's words.
      if (cuda_device_count() == 0) (void)detail::cuda_current_device();
      raise<RuntimeError>("CUDA error: {} (pinning {} bytes of host memory)", cudaGetErrorString(err), nbytes);
    }
    return p;
  }
  void deallocate(void* p, size_t) noexcept override { cudaFreeHost(p); }
};

PinnedMemoryAllocator g_pinned_memory_allocator;

}  // namespace

Allocator* pinned_memory_allocator() { return &g_pinned_memory_allocator; }

bool detail::is_pinned_pointer(const void* p) {
  if (p == nullptr || cuda_device_count() == 0) return false;
  cudaPointerAttributes attributes{};
  const cudaError_t err = cudaPointerGetAttributes(&attributes, p);
  if (err != cudaSuccess) {
    cudaGetLastError();
    return false;
  }
  return attributes.type == cudaMemoryTypeHost;
}

#else  // !OPFORGE_HAS_CUDA

// PyTorch built without CUDA finds no kernel for the copy into pinned memory.
Allocator* pinned_memory_allocator() {
  raise<NotImplementedError>(
      "Could not run 'aten::_pin_memory' with arguments from the 'CUDA' backend: opforge was built "
      "without CUDA, whose runtime page-locks host memory");
}

bool detail::is_pinned_pointer(const void*) { return false; }

#endif

}  // namespace opforge
