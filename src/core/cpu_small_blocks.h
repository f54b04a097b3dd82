// A per-thread cache of small freed CPU blocks, so the result of an op on a handful of elements
// costs a pop from a list instead of posix_memalign (which, for 64-byte alignment, takes the slow
// path of glibc's allocator: ~600 instructions, more than the rest of a small add together).
//
// Contract: allocate_small_block(n) for n <= kSmallBlockBytes returns a 64-byte aligned block of
// at least n bytes (a power of two from 64 up), or nullptr when memory is exhausted;
// free_small_block(p, n) takes it back with the same n, on any thread. Each thread keeps at most
// kSmallBlockDepth blocks per size class (under 300 KiB) and frees the rest; a thread's blocks are
// freed when it exits. Sanitizer builds do not cache, so AddressSanitizer still sees every use
// after free.
#pragma once

#include <cstddef>

namespace opforge::detail {

inline constexpr size_t kSmallBlockBytes = 4096;
inline constexpr size_t kSmallBlockDepth = 32;

void* allocate_small_block(size_t nbytes);
void free_small_block(void* p, size_t nbytes) noexcept;

}  // namespace opforge::detail
