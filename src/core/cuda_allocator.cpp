// The CUDA devices' allocators (stream-ordered memory pools, or cudaMalloc), what they hold
// (opforge/cuda_memory.h), and the explanation of why CUDA cannot be used (the messages of
// c10::cuda::device_count_ensure_non_zero and torch.cuda's "not compiled" check).
#include "core/cuda_allocator.h"

#include "opforge/cuda_memory.h"
#include "opforge/error.h"

#ifdef OPFORGE_HAS_CUDA
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <string>

#include <cuda_runtime.h>
#endif

namespace opforge::detail {

#ifdef OPFORGE_HAS_CUDA
namespace {

// Asks the runtime again why it reports no device; only reached on the way to an error.
[[noreturn]] void raise_cuda_unavailable() {
  int count = 0;
  const cudaError_t err = cudaGetDeviceCount(&count);
  cudaGetLastError();
  switch (err) {
    case cudaSuccess:
    case cudaErrorNoDevice: raise<RuntimeError>("No CUDA GPUs are available");
    case cudaErrorInsufficientDriver: {
      int version = -1;
      if (cudaDriverGetVersion(&version) != cudaSuccess) cudaGetLastError();
      if (version <= 0) {
        raise<RuntimeError>(
            "Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
            "installed a driver from http://www.nvidia.com/Download/index.aspx");
      }
      raise<RuntimeError>(
          "The NVIDIA driver on your system is too old (found version {}). Please update your GPU "
          "driver by downloading and installing a new version from the URL: "
          "http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to "
          "install a PyTorch version that has been compiled with your version of the CUDA driver.",
          version);
    }
    case cudaErrorInitializationError:
      raise<RuntimeError>("CUDA driver initialization failed, you might not have a CUDA gpu.");
    default:
      raise<RuntimeError>(
          "Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before "
          "calling NumCudaDevices() that might have already set an error? Error {}: {}",
          static_cast<int>(err), cudaGetErrorString(err));
  }
}

[[noreturn]] void raise_cuda_error(cudaError_t err) {
  cudaGetLastError();
  raise<RuntimeError>("CUDA error: {}", cudaGetErrorString(err));
}

// PyTorch's format_size: KiB up to 1 MiB, MiB up to 1 GiB, GiB above, two decimals.
std::string format_size(size_t bytes) {
  const double b = static_cast<double>(bytes);
  if (bytes <= (size_t{1} << 20)) return fmt::format("{:.2f} KiB", b / 1024.0);
  if (bytes <= (size_t{1} << 30)) return fmt::format("{:.2f} MiB", b / 1048576.0);
  return fmt::format("{:.2f} GiB", b / 1073741824.0);
}

// Runs `op` with `device` current and restores the caller's current device after, so allocating
// on cuda:1 does not silently move the caller's later kernel launches there.
template <class Op>
cudaError_t on_device(int device, Op op) {
  int previous = -1;
  cudaError_t err = cudaGetDevice(&previous);
  if (err != cudaSuccess) return err;
  if (previous != device && (err = cudaSetDevice(device)) != cudaSuccess) return err;
  err = op();
  if (previous != device) cudaSetDevice(previous);
  return err;
}

// Whether OPFORGE_NO_CUDA_MEMORY_CACHING asks for plain cudaMalloc and cudaFree (PyTorch's
// PYTORCH_NO_CUDA_MEMORY_CACHING): "1" does, unset or "0" does not.
bool memory_caching_disabled() {
  const char* v = std::getenv("OPFORGE_NO_CUDA_MEMORY_CACHING");
  return v != nullptr && std::strcmp(v, "") != 0 && std::strcmp(v, "0") != 0;
}

// The device's default memory pool, set to keep what is freed into it, or nullptr where the device
// has no pools or caching is turned off.
cudaMemPool_t caching_pool(int device) {
  if (memory_caching_disabled()) return nullptr;
  int supported = 0;
  if (cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, device) != cudaSuccess || !supported) {
    cudaGetLastError();
    return nullptr;
  }
  cudaMemPool_t pool = nullptr;
  std::uint64_t keep_all = UINT64_MAX;  // the attribute is a cuuint64_t
  if (cudaDeviceGetDefaultMemPool(&pool, device) != cudaSuccess ||
      cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep_all) != cudaSuccess) {
    cudaGetLastError();
    return nullptr;
  }
  return pool;
}

// One device's memory. Normally it comes from the device's stream-ordered pool: cudaMallocAsync and
// cudaFreeAsync on the legacy default stream, where every kernel, cuBLAS call and copy of opforge
// runs (src/cuda/launch.h). A freed block returns to the pool and the next allocation reuses it
// without waiting for the device or mapping pages; cudaMalloc maps pages on every call and cudaFree
// waits for all the device's work, which stalls the host after every op that allocates. The pool
// keeps its memory (release threshold: never), as PyTorch's caching allocator does; when an
// allocation fails, it waits for the device, hands the cached memory back and tries once more.
// cuda_empty_cache() hands it back on request.
//
// Freeing is ordered after the work queued before it on the stream, so a temporary dropped right
// after the launches that use it (gemm.cu's contiguous copies, reduce.cuh's partials) is reused
// only by work queued after them; the host reads device memory only through synchronous copies on
// the same stream (device_transfer.cpp). Anything that would run on another stream must order
// itself with this one before it uses or frees a block.
//
// Plain cudaMalloc and cudaFree serve devices without memory pools, and every device when
// OPFORGE_NO_CUDA_MEMORY_CACHING=1: a memory checker (compute-sanitizer) then sees each tensor's
// bounds as an allocation of its own.
class CudaAllocator final : public Allocator {
 public:
  explicit CudaAllocator(int device) : device_(device), pool_(caching_pool(device)) {}

  // cudaMalloc(0) would give nullptr anyway; skipping it also skips a device switch.
  void* allocate(size_t nbytes) override {
    if (nbytes == 0) return nullptr;
    void* p = nullptr;
    cudaError_t err = on_device(device_, [&] { return obtain(&p, nbytes); });
    if (err == cudaErrorMemoryAllocation && pool_ != nullptr) {
      cudaGetLastError();
      err = on_device(device_, [&] {
        cudaError_t e = cudaDeviceSynchronize();
        if (e == cudaSuccess) e = cudaMemPoolTrimTo(pool_, 0);
        return e == cudaSuccess ? obtain(&p, nbytes) : e;
      });
    }
    if (err == cudaErrorMemoryAllocation) {
      cudaGetLastError();
      size_t free_bytes = 0;
      size_t total_bytes = 0;
      on_device(device_, [&] { return cudaMemGetInfo(&free_bytes, &total_bytes); });
      cudaGetLastError();
      raise<RuntimeError>(
          "CUDA out of memory. Tried to allocate {}. GPU {} has a total capacity of {} of which {} "
          "is free.",
          format_size(nbytes), device_, format_size(total_bytes), format_size(free_bytes));
    }
    if (err != cudaSuccess) raise_cuda_error(err);
    allocated_.fetch_add(static_cast<int64_t>(nbytes), std::memory_order_relaxed);
    return p;
  }

  // Errors are dropped: freeing cannot be undone, and during process exit the runtime may already
  // be unloaded (cudaErrorCudartUnloading).
  void deallocate(void* p, size_t nbytes) noexcept override {
    if (p == nullptr) return;
    allocated_.fetch_sub(static_cast<int64_t>(nbytes), std::memory_order_relaxed);
    const cudaError_t err =
        on_device(device_, [&] { return pool_ != nullptr ? cudaFreeAsync(p, cudaStreamLegacy) : cudaFree(p); });
    if (err != cudaSuccess) cudaGetLastError();
  }

  // Bytes of live allocations, as requested.
  int64_t allocated() const { return allocated_.load(std::memory_order_relaxed); }

  // Bytes the pool holds from the driver (in use or cached); the live allocations without a pool.
  int64_t reserved() const {
    if (pool_ == nullptr) return allocated();
    std::uint64_t bytes = 0;
    const cudaError_t err = cudaMemPoolGetAttribute(pool_, cudaMemPoolAttrReservedMemCurrent, &bytes);
    if (err != cudaSuccess) raise_cuda_error(err);
    return static_cast<int64_t>(bytes);
  }

  // Waits for the device, so that every queued free has happened, then hands the pool's unused
  // memory back to the driver.
  void release_cache() const {
    if (pool_ == nullptr) return;
    const cudaError_t err = on_device(device_, [&] {
      const cudaError_t e = cudaDeviceSynchronize();
      return e == cudaSuccess ? cudaMemPoolTrimTo(pool_, 0) : e;
    });
    if (err != cudaSuccess) raise_cuda_error(err);
  }

 private:
  cudaError_t obtain(void** p, size_t nbytes) const {
    return pool_ != nullptr ? cudaMallocAsync(p, nbytes, cudaStreamLegacy) : cudaMalloc(p, nbytes);
  }

  int device_;
  cudaMemPool_t pool_;
  std::atomic<int64_t> allocated_{0};
};

// Set once the allocators exist: until then opforge has not touched CUDA memory, and the memory
// queries answer 0 without initializing CUDA, as torch.cuda's do before its lazy init.
std::atomic<bool> allocators_exist{false};

// One allocator per device, made at the first allocation on any CUDA device. A deque, because an
// allocator (its atomic counter) cannot move.
std::deque<CudaAllocator>& allocators() {
  static std::deque<CudaAllocator> all = [] {
    std::deque<CudaAllocator> v;
    for (int i = 0; i < cuda_device_count(); ++i) v.emplace_back(i);
    allocators_exist.store(true, std::memory_order_release);
    return v;
  }();
  return all;
}

// The allocator of `device` (default: the current device) for the memory queries, or nullptr before
// any allocator exists.
CudaAllocator* existing_allocator(std::optional<Device> device) {
  if (!allocators_exist.load(std::memory_order_acquire)) return nullptr;
  const DeviceIndex index = device && device->has_index() ? device->index() : cuda_current_device();
  OPFORGE_CHECK(index >= 0 && index < static_cast<DeviceIndex>(allocators().size()), RuntimeError,
                "CUDA error: invalid device ordinal");
  return &allocators()[static_cast<size_t>(index)];
}

}  // namespace

Allocator* cuda_allocator(DeviceIndex index) {
  const int count = cuda_device_count();
  if (count == 0) raise_cuda_unavailable();
  OPFORGE_CHECK(index >= 0 && index < count, RuntimeError, "CUDA error: invalid device ordinal");
  return &allocators()[static_cast<size_t>(index)];
}

DeviceIndex cuda_current_device() {
  if (cuda_device_count() == 0) raise_cuda_unavailable();
  int device = 0;
  const cudaError_t err = cudaGetDevice(&device);
  if (err != cudaSuccess) raise_cuda_error(err);
  return static_cast<DeviceIndex>(device);
}

#else  // !OPFORGE_HAS_CUDA

// torch.cuda's text for the same situation.
Allocator* cuda_allocator(DeviceIndex) { raise<RuntimeError>("Torch not compiled with CUDA enabled"); }

DeviceIndex cuda_current_device() { raise<RuntimeError>("Torch not compiled with CUDA enabled"); }

#endif

}  // namespace opforge::detail

namespace opforge {

namespace {

// torch.cuda's check of a memory query's device argument.
void check_cuda_device(const std::optional<Device>& device) {
  if (device && !device->is_cuda()) raise<ValueError>("Expected a cuda device, but got: {}", device->str());
}

}  // namespace

#ifdef OPFORGE_HAS_CUDA

int64_t cuda_memory_allocated(std::optional<Device> device) {
  check_cuda_device(device);
  const detail::CudaAllocator* a = detail::existing_allocator(device);
  return a != nullptr ? a->allocated() : 0;
}

int64_t cuda_memory_reserved(std::optional<Device> device) {
  check_cuda_device(device);
  const detail::CudaAllocator* a = detail::existing_allocator(device);
  return a != nullptr ? a->reserved() : 0;
}

void cuda_empty_cache() {
  if (!detail::allocators_exist.load(std::memory_order_acquire)) return;
  for (const detail::CudaAllocator& a : detail::allocators()) a.release_cache();
}

#else  // !OPFORGE_HAS_CUDA: nothing is ever allocated on a CUDA device.

int64_t cuda_memory_allocated(std::optional<Device> device) {
  check_cuda_device(device);
  return 0;
}

int64_t cuda_memory_reserved(std::optional<Device> device) {
  check_cuda_device(device);
  return 0;
}

void cuda_empty_cache() {}

#endif

}  // namespace opforge
