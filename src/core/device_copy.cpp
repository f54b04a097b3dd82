// The device switch of copy_elements (device_copy.h). Every copy is synchronous with the host or
// ordered on the default stream. A build without CUDA kernels has no CUDA tensors
// (src/core/cuda_allocator.cpp).
#include "core/device_copy.h"

#include "core/device_transfer.h"
#include "cpu/copy_loops.h"
#include "cuda/kernels.h"
#include "iteration/mem_overlap.h"

namespace opforge {

void copy_elements(const Tensor& dst, const Tensor& src) {
  // PyTorch's texts: into the meta device nothing is written; out of it there is nothing to read.
  if (dst.is_meta()) return;
  if (src.is_meta()) raise<NotImplementedError>("Cannot copy out of meta tensor; no data!");
  if (dst.is_cpu() && src.is_cpu()) {
    cpu::copy_cpu(dst, src);
    return;
  }
  if (dst.dtype() == src.dtype() && dst.is_contiguous() && src.is_contiguous() && dst.numel() == src.numel()) {
    copy_bytes(dst.data_ptr(), dst.device(), src.data_ptr(), src.device(), dst.nbytes());
    return;
  }
#ifdef OPFORGE_HAS_CUDA
  if (dst.is_cuda() && dst.device() == src.device()) {
    cuda::copy_on_device(dst, src);
    return;
  }
#endif
  const Tensor host_src = src.is_cpu() ? src : host_image(src, /*with_contents=*/true);
  if (dst.is_cpu()) {
    cpu::copy_cpu(dst, host_src);
    return;
  }
  // A dense dst is overwritten entirely; a strided one keeps the bytes between its elements.
  const bool dense = is_non_overlapping_and_dense(dst.sizes(), dst.strides());
  const Tensor host_dst = host_image(dst, /*with_contents=*/!dense);
  cpu::copy_cpu(host_dst, host_src);
  write_back(dst, host_dst);
}

}  // namespace opforge
