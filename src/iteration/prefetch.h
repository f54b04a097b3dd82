// A software prefetch of memory ahead of a pointer, for loops that stream through large arrays.
#pragma once

#include <cstddef>
#include <cstdint>

namespace opforge {

// Prefetches the cache line `bytes` past p. The address may lie past the end of p's array: it is
// computed as an integer, since forming such a pointer would be undefined behaviour, and a
// prefetch never faults.
[[gnu::always_inline]] inline void prefetch_bytes_ahead(const void* p, std::ptrdiff_t bytes) {
  __builtin_prefetch(reinterpret_cast<const void*>(reinterpret_cast<std::uintptr_t>(p) + static_cast<std::uintptr_t>(bytes)));
}

}  // namespace opforge
