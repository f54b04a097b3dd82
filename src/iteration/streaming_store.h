// Non-temporal ("streaming") copies for kernel outputs far larger than the caches. A normal store
// first reads the destination line into the cache (read-for-ownership) and later evicts it, so
// writing a fresh 64 MB result moves 128 MB; streaming stores write whole lines straight to memory.
// Kernels compute a small block into an L1-resident buffer and stream it out; readers that need the
// data soon (small outputs) must not use this, because it also bypasses the cache they would hit.
#pragma once

#include <cstdint>
#include <cstring>

#include <immintrin.h>

namespace opforge::elementwise {

// Outputs at least this large are streamed. Below it the output plausibly stays in the last-level
// cache for whoever reads it next, and the benchmarks show cached stores winning there.
inline constexpr int64_t kStreamingBytes = int64_t{16} << 20;

inline void stream_copy(char* dst, const char* src, int64_t bytes) {
  int64_t head = static_cast<int64_t>((32 - reinterpret_cast<uintptr_t>(dst) % 32) % 32);
  if (head > bytes) head = bytes;
  std::memcpy(dst, src, static_cast<size_t>(head));
  int64_t i = head;
#if defined(__AVX__)
  for (; i + 32 <= bytes; i += 32)
    _mm256_stream_si256(reinterpret_cast<__m256i*>(dst + i),
                        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + i)));
#else
  for (; i + 16 <= bytes; i += 16)
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i), _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i)));
#endif
  std::memcpy(dst + i, src + i, static_cast<size_t>(bytes - i));
}

// Orders the streamed stores before anything the thread does next (the caller's join).
inline void stream_fence() { _mm_sfence(); }

}  // namespace opforge::elementwise
