// fill_ on CUDA tensors: the element's bytes, prepared on the host by Tensor::fill_, written by a
// kernel into every element. A contiguous tensor is written 16 bytes per thread and step where its
// address allows; any other layout goes through the offset plan.
#include <climits>
#include <cstdint>
#include <cstring>

#include "cuda/cuda_check.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "cuda/offset_plan.cuh"
#include "iteration/byte_strides.h"
#include "iteration/element_word.h"
#include "iteration/strided_loop.h"

namespace opforge::cuda {
namespace {

// Vec copies of a word, stored as one access of Vec * sizeof(Word) bytes.
template <class Word, int Vec>
struct alignas(Vec == 1 ? alignof(Word) : sizeof(Word) * Vec) WordPack {
  Word v[Vec];
};

template <class Word, int Vec>
__global__ void __launch_bounds__(kBlockThreads) fill_contiguous(char* data, Word word, int64_t n) {
  WordPack<Word, Vec> pack;
  for (int j = 0; j < Vec; ++j) pack.v[j] = word;
  const int64_t first = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  const int64_t packs = n / Vec;
  for (int64_t p = first; p < packs; p += step) reinterpret_cast<WordPack<Word, Vec>*>(data)[p] = pack;
  for (int64_t i = packs * Vec + first; i < n; i += step) reinterpret_cast<Word*>(data)[i] = word;
}

// At most INT32_MAX elements a launch (for_each_32bit_piece), in 32-bit index math.
template <class Word>
__global__ void __launch_bounds__(kBlockThreads)
    fill_strided(cuda_detail::OffsetPlan<1> plan, char* data, Word word, int64_t n) {
  const auto count = static_cast<uint32_t>(n);
  const uint32_t step = gridDim.x * blockDim.x;
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += step) {
    int64_t off[1];
    plan.offsets(i, off);
    *reinterpret_cast<Word*>(data + off[0]) = word;
  }
}

template <class Word>
void fill_words(const TensorBase& t, const void* value) {
  Word word;
  std::memcpy(&word, value, sizeof(Word));
  char* data = static_cast<char*>(t.data_ptr());
  const DimVector strides = byte_strides(t);  // the element is one Word
  const StridedLoop<1> loop(t.sizes(), {data}, {IntArrayRef(strides)});
  const int64_t n = t.numel();
  const DeviceGuard guard(t.device());
  constexpr int kVec = static_cast<int>(16 / sizeof(Word));
  if (loop.dim() == 0 || (loop.dim() == 1 && loop.stride(0, 0) == static_cast<int64_t>(sizeof(Word)))) {
    if (kVec > 1 && reinterpret_cast<uintptr_t>(data) % 16 == 0) {
      const auto kernel = fill_contiguous<Word, kVec>;
      kernel<<<grid_blocks(kernel, guard.index(), n / kVec + 1), kBlockThreads>>>(data, word, n);
    } else {
      const auto kernel = fill_contiguous<Word, 1>;
      kernel<<<grid_blocks(kernel, guard.index(), n), kBlockThreads>>>(data, word, n);
    }
  } else {
    const auto kernel = fill_strided<Word>;
    cuda_detail::for_each_32bit_piece(
        cuda_detail::make_offset_plan(loop), INT32_MAX,
        [&](const cuda_detail::OffsetPlan<1>& piece, const int64_t(&shift)[1], int64_t count) {
          kernel<<<grid_blocks(kernel, guard.index(), count), kBlockThreads>>>(piece, data + shift[0], word, count);
        });
  }
  check_cuda(cudaGetLastError(), "fill kernel launch");
}

}  // namespace

void fill_bytes(const TensorBase& t, const void* value) {
  if (t.numel() == 0) return;
  visit_word(t.element_size(), [&]<class Word>(TypeTag<Word>) { fill_words<Word>(t, value); });
}

}  // namespace opforge::cuda
