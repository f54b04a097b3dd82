// The machine's bandwidth ceiling, STREAM style: a[i] = b[i] + c[i] in plain C++ (this file is
// compiled with -O3 -march=native). With several threads each one adds its own contiguous slice.
// The streaming variant writes with non-temporal stores, which skip the read-for-ownership of the
// destination: what a kernel could reach at best by doing the same.
#include <immintrin.h>

#include <memory>
#include <thread>
#include <vector>

#include "bench_support.h"

namespace bench {

struct TriadBuffers {
  int64_t n;
  std::unique_ptr<float[]> a, b, c;
};

TriadBuffers* triad_buffers(int64_t n) {
  static std::vector<std::unique_ptr<TriadBuffers>> keep;
  for (auto& k : keep)
    if (k->n == n) return k.get();
  auto t = std::make_unique<TriadBuffers>();
  t->n = n;
  // 64-byte alignment so the streaming variant's 512-bit stores line up.
  auto aligned = [n] { return std::unique_ptr<float[]>(new (std::align_val_t(64)) float[n]); };
  t->a = aligned();
  t->b = aligned();
  t->c = aligned();
  for (int64_t i = 0; i < n; ++i) {
    t->a[i] = 0.f;
    t->b[i] = static_cast<float>(i % 7);
    t->c[i] = static_cast<float>(i % 5);
  }
  keep.push_back(std::move(t));
  return keep.back().get();
}

namespace {

void triad_slice(float* __restrict a, const float* __restrict b, const float* __restrict c, int64_t begin, int64_t end,
                 bool streaming) {
  if (!streaming) {
    for (int64_t i = begin; i < end; ++i) a[i] = b[i] + c[i];
    return;
  }
  int64_t i = begin;
  for (; i < end && (reinterpret_cast<uintptr_t>(a + i) % 32) != 0; ++i) a[i] = b[i] + c[i];
  for (; i + 8 <= end; i += 8) _mm256_stream_ps(a + i, _mm256_add_ps(_mm256_loadu_ps(b + i), _mm256_loadu_ps(c + i)));
  for (; i < end; ++i) a[i] = b[i] + c[i];
  _mm_sfence();
}

}  // namespace

void triad(TriadBuffers* t, int threads, bool streaming) {
  const int64_t n = t->n;
  if (threads <= 1) {
    triad_slice(t->a.get(), t->b.get(), t->c.get(), 0, n, streaming);
    return;
  }
  std::vector<std::thread> pool;
  const int64_t step = (n + threads - 1) / threads;
  for (int k = 0; k < threads; ++k) {
    const int64_t b = k * step, e = std::min(n, b + step);
    pool.emplace_back([=] { triad_slice(t->a.get(), t->b.get(), t->c.get(), b, e, streaming); });
  }
  for (auto& th : pool) th.join();
}

}  // namespace bench
