// A software prefetch of memory ahead of a pointer, for loops that stream through large arrays.
#pragma once

#include <cstddef>
#include <cstdint>

namespace opforge {

// Prefetches the cache line `bytes` past p. The address may lie past the end of p's array: it is
// computed as an integer, since forming such a pointer would be undefined behaviour, and a
// prefetch never faults. On x86-64 it is an asm statement: GCC 12 deletes __builtin_prefetch in
// loops that do nothing else (a loop over a row's lines, taken only on a condition, compiled to
// nothing at -O2, its own function a bare `ret`), and a prefetch the compiler may delete
// cannot be relied on.
[[gnu::always_inline]] inline void prefetch_bytes_ahead(const void* p, std::ptrdiff_t bytes) {
  const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(p) + static_cast<std::uintptr_t>(bytes);
#if defined(__x86_64__)
  asm volatile("prefetcht0 (%0)" : : "r"(at));
#else
  __builtin_prefetch(reinterpret_cast<const void*>(at));
#endif
}

}  // namespace opforge
