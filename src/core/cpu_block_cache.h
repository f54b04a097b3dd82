// A cache of large freed CPU blocks, so that an op allocating a large result in a loop (y = a + b
// every step) reuses memory whose pages are already mapped instead of taking a page fault on every
// 4 KiB of a fresh mmap. Freeing a 64 MB tensor and allocating another one is the common case this
// serves; at 1.6e7 floats the page faults cost more than the addition itself.
//
// Contract: take(nbytes) returns a cached block of at least nbytes and at most twice that (the rest
// is wasted while it lives), or nullptr; give(p, capacity) keeps a block, evicting the oldest ones
// past kCapacityBytes in total. Blocks are 2 MiB aligned and asked to be backed by huge pages, which
// also makes their first touch 512 times cheaper. Thread-safe. Sanitizer builds do not cache, so a
// use after free stays visible to AddressSanitizer.
#pragma once

#include <cstddef>

namespace opforge::detail {

inline constexpr size_t kLargeBlockBytes = size_t{1} << 20;  // smaller blocks go straight to malloc
inline constexpr size_t kHugePageBytes = size_t{2} << 20;

// Allocates a large block (rounded up to whole huge pages) through the cache; nullptr on failure.
void* allocate_large_block(size_t nbytes);
// Returns a block from allocate_large_block; nbytes as given to it.
void free_large_block(void* p, size_t nbytes) noexcept;

}  // namespace opforge::detail
