// Whether the CPU allocator's caches (cpu_block_cache, cpu_small_blocks) keep freed blocks for
// reuse: not in AddressSanitizer builds, where a reused block would hide a use after free.
#pragma once

namespace opforge::detail {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kCacheFreedCpuBlocks = false;
#else
inline constexpr bool kCacheFreedCpuBlocks = true;
#endif

}  // namespace opforge::detail
