#include "core/cpu_block_cache.h"

#include <sys/mman.h>

#include <cstdlib>
#include <deque>
#include <mutex>

#include "core/cpu_cache_policy.h"

namespace opforge::detail {
namespace {

// What the cache may hold in total: a few large results' worth, not a growing pool.
constexpr size_t kCapacityBytes = size_t{512} << 20;

size_t capacity_for(size_t nbytes) { return (nbytes + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes; }

class BlockCache {
 public:
  void* take(size_t capacity) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto it = blocks_.begin(); it != blocks_.end(); ++it) {
      if (it->capacity >= capacity && it->capacity <= 2 * capacity) {
        void* p = it->ptr;
        held_ -= it->capacity;
        blocks_.erase(it);
        return p;
      }
    }
    return nullptr;
  }

  void give(void* p, size_t capacity) noexcept {
    std::lock_guard<std::mutex> lock(mutex_);
    if (capacity > kCapacityBytes) {
      std::free(p);
      return;
    }
    while (held_ + capacity > kCapacityBytes) {
      std::free(blocks_.front().ptr);
      held_ -= blocks_.front().capacity;
      blocks_.pop_front();
    }
    blocks_.push_back({p, capacity});
    held_ += capacity;
  }

 private:
  struct Block {
    void* ptr;
    size_t capacity;
  };
  std::mutex mutex_;
  std::deque<Block> blocks_;  // oldest first
  size_t held_ = 0;
};

// Never destroyed: tensors in static storage may be freed after any destructor would have run.
BlockCache& cache() {
  static BlockCache* c = new BlockCache;
  return *c;
}

}  // namespace

void* allocate_large_block(size_t nbytes) {
  const size_t capacity = capacity_for(nbytes);
  if (kCacheFreedCpuBlocks)
    if (void* p = cache().take(capacity)) return p;
  void* p = std::aligned_alloc(kHugePageBytes, capacity);
  if (p != nullptr) madvise(p, capacity, MADV_HUGEPAGE);
  return p;
}

void free_large_block(void* p, size_t nbytes) noexcept {
  if (kCacheFreedCpuBlocks)
    cache().give(p, capacity_for(nbytes));
  else
    std::free(p);
}

}  // namespace opforge::detail
