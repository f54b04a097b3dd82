#include "core/cpu_small_blocks.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

#include "core/cpu_cache_policy.h"

namespace opforge::detail {
namespace {

constexpr size_t kMinBlockBytes = 64;                                                 // also the alignment
constexpr size_t kClasses = std::countr_zero(kSmallBlockBytes / kMinBlockBytes) + 1;  // 64 .. 4096

// Size class of n bytes: 0 for up to 64, 1 for up to 128, ...
size_t size_class(size_t nbytes) {
  return nbytes <= kMinBlockBytes ? 0 : static_cast<size_t>(std::bit_width((nbytes - 1) / kMinBlockBytes));
}

size_t class_bytes(size_t c) { return kMinBlockBytes << c; }

struct ThreadCache {
  std::array<std::array<void*, kSmallBlockDepth>, kClasses> blocks{};
  std::array<uint32_t, kClasses> count{};
  ~ThreadCache();
};

// Set once the thread's cache is destroyed: blocks freed later in the thread's exit (by destructors
// of other thread_local or static objects) go straight back to malloc. A plain bool, so reading it
// is valid at any time.
thread_local bool t_cache_gone = false;
thread_local ThreadCache t_cache;

ThreadCache::~ThreadCache() {
  t_cache_gone = true;
  for (size_t c = 0; c < kClasses; ++c)
    for (uint32_t i = 0; i < count[c]; ++i) std::free(blocks[c][i]);
}

}  // namespace

void* allocate_small_block(size_t nbytes) {
  const size_t c = size_class(nbytes);
  if (kCacheFreedCpuBlocks && !t_cache_gone) {
    ThreadCache& cache = t_cache;
    if (cache.count[c] != 0) return cache.blocks[c][--cache.count[c]];
  }
  return std::aligned_alloc(kMinBlockBytes, class_bytes(c));
}

void free_small_block(void* p, size_t nbytes) noexcept {
  if (kCacheFreedCpuBlocks && !t_cache_gone) {
    ThreadCache& cache = t_cache;
    const size_t c = size_class(nbytes);
    if (cache.count[c] < kSmallBlockDepth) {
      cache.blocks[c][cache.count[c]++] = p;
      return;
    }
  }
  std::free(p);
}

}  // namespace opforge::detail
