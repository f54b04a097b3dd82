#include "core/device_transfer.h"

#include <cstdint>
#include <cstring>

#include "opforge/error.h"

#ifdef OPFORGE_HAS_CUDA
#include <cuda_runtime.h>

#include "cuda/launch.h"
#endif

namespace opforge {
namespace {

// Bytes from t's first element to the end of its last one (t is not empty; strides are >= 0).
size_t span_bytes(const Tensor& t) {
  int64_t last = 0;
  for (size_t d = 0; d < t.sizes().size(); ++d) last += (t.sizes()[d] - 1) * t.strides()[d];
  return static_cast<size_t>(last + 1) * t.element_size();
}

}  // namespace

void copy_bytes(void* dst, Device dst_device, const void* src, Device src_device, size_t nbytes) {
  if (nbytes == 0) return;
  if (dst_device.is_cpu() && src_device.is_cpu()) {
    std::memcpy(dst, src, nbytes);
    return;
  }
#ifdef OPFORGE_HAS_CUDA
  // The copy runs on the legacy default stream of the CUDA side's device, made current, where the
  // kernels that wrote or will read the memory run (pool memory wants its own device current for
  // copies; src/core/cuda_allocator.cpp). Between two devices, cudaMemcpyPeer names both.
  const cuda::DeviceGuard guard(dst_device.is_cuda() ? dst_device : src_device);
  const cudaError_t err = dst_device.is_cuda() && src_device.is_cuda() && dst_device.index() != src_device.index()
                              ? cudaMemcpyPeer(dst, dst_device.index(), src, src_device.index(), nbytes)
                              : cudaMemcpy(dst, src, nbytes, cudaMemcpyDefault);
  if (err != cudaSuccess) {
    cudaGetLastError();
    raise<RuntimeError>("CUDA error: {}", cudaGetErrorString(err));
  }
#else
  raise<RuntimeError>("cannot copy between {} and {}: opforge was built without CUDA", src_device, dst_device);
#endif
}

Tensor host_image(const Tensor& t, bool with_contents) {
  const size_t nbytes = t.numel() == 0 ? 0 : span_bytes(t);
  auto storage = Storage::make(nbytes, Device(DeviceType::CPU));
  Tensor image(intrusive_ptr<TensorImpl>::make(storage, t.dtype(), t.sizes(), t.strides(), 0));
  if (with_contents) copy_bytes(storage->data(), storage->device(), t.data_ptr(), t.device(), nbytes);
  return image;
}

void write_back(const Tensor& t, const Tensor& image) {
  if (t.numel() == 0) return;
  copy_bytes(t.data_ptr(), t.device(), image.data_ptr(), image.device(), span_bytes(t));
}

}  // namespace opforge
