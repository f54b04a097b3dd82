// Intra-op parallelism: a fixed pool of worker threads shared by every kernel. Kernels split an
// index range with parallel_for; ranges below the grain size run inline on the calling thread, so
// small tensors never pay for a thread hand-off.
#pragma once

#include <cstdint>
#include <functional>

namespace opforge {

// Threads used by kernels (the caller counts as one). Defaults to the number of cores.
int get_num_threads();
// Sets the thread count for later kernels (>= 1; RuntimeError otherwise, PyTorch's text).
void set_num_threads(int n);

// Elements below which a pointwise kernel runs on one thread (PyTorch's GRAIN_SIZE).
inline constexpr int64_t kGrainSize = 32768;

// Calls fn(begin, end) on disjoint sub-ranges covering [begin, end), in parallel when the range is
// larger than `grain` and more than one thread is configured. Exceptions thrown by fn are
// rethrown on the caller (the first one). Nested calls run inline.
namespace detail {
void parallel_for_impl(int64_t begin, int64_t end, int64_t grain, const std::function<void(int64_t, int64_t)>& fn);
}  // namespace detail

// Small ranges call fn directly, before a std::function (and its possible allocation) is built:
// on a one-element op that wrapper costs more than the kernel.
template <class F>
void parallel_for(int64_t begin, int64_t end, int64_t grain, const F& fn) {
  if (begin >= end) return;
  if (end - begin <= grain) {
    fn(begin, end);
    return;
  }
  detail::parallel_for_impl(begin, end, grain, fn);
}

}  // namespace opforge
