// The device switch of fill_element (device_fill.h). A build without CUDA kernels has no CUDA
// tensors (src/core/cuda_allocator.cpp), so it needs no other path.
#include "core/device_fill.h"

#include <array>

#include "cpu/fill.h"
#include "cuda/kernels.h"

namespace opforge {

void fill_element(const TensorBase& t, const void* element) {
  if (t.numel() == 0 || t.is_meta()) return;  // the meta device has no elements to write
#ifdef OPFORGE_HAS_CUDA
  if (t.is_cuda()) {
    cuda::fill_bytes(t, element);
    return;
  }
#endif
  cpu::fill_bytes(t, element);
}

void fill_zero_bytes(const TensorBase& t) {
  const std::array<unsigned char, 16> zero{};
  fill_element(t, zero.data());
}

void fill_zero_storage(const Storage& storage) {
  const auto n = static_cast<int64_t>(storage->nbytes());
  if (n == 0) return;
  const int64_t sizes[] = {n}, strides[] = {1};
  fill_zero_bytes(
      TensorBase(intrusive_ptr<TensorImpl>::make(storage, kByte, IntArrayRef(sizes), IntArrayRef(strides))));
}

}  // namespace opforge
