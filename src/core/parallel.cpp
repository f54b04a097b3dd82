#include "opforge/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "opforge/error.h"

// OpenBLAS (the CPU matmul backend, src/cpu/gemm.cpp) keeps its own thread pool; set_num_threads
// sets both so one call decides how many cores opforge uses.
extern "C" void openblas_set_num_threads(int num_threads);

namespace opforge {
namespace {

thread_local bool in_parallel_region = false;

// One job at a time, published in a single atomic word: the job's generation, its chunk count and
// the next unclaimed chunk. The caller runs chunk 0 itself (so with one chunk per thread each
// thread gets the same part of the data at every call, and keeps it in its own cache); workers
// claim the others with a compare-and-swap, which also checks that the job is still the current
// one, so a worker that wakes late can never claim a chunk of the next job.
//
// Nothing on the hot path takes a lock: a worker spins on the word for a while after a job before
// it sleeps on the condition variable, and the caller spins on the done count before it sleeps.
// Futex wake-ups cost tens of microseconds on this kind of virtual machine (more than a whole op
// of 1e5 elements), and a worker that finds the job while the caller holds a mutex would sleep on
// it, leaving the caller to run every chunk itself.
class ThreadPool {
 public:
  static ThreadPool& instance() {
    static ThreadPool pool;
    return pool;
  }

  int num_threads() const { return num_threads_.load(std::memory_order_relaxed); }

  void set_num_threads(int n) {
    std::lock_guard<std::mutex> run_lock(run_mutex_);
    stop_workers();
    num_threads_.store(n, std::memory_order_relaxed);
  }

  void run(int64_t chunks, const std::function<void(int64_t)>& task) {
    std::lock_guard<std::mutex> run_lock(run_mutex_);
    start_workers(static_cast<int>(chunks) - 1);
    task_.store(&task, std::memory_order_relaxed);
    done_.store(0, std::memory_order_relaxed);
    error_ = nullptr;
    const uint64_t generation = ++generation_count_ & kGenerationMask;
    // Chunk 0 is the caller's: the published word says chunk 1 is the next one to claim.
    state_.store(pack(generation, static_cast<uint64_t>(chunks), 1));
    if (sleepers_.load() > 0) {
      {
        std::lock_guard<std::mutex> lock(mutex_);
      }
      cv_.notify_all();
    }
    run_chunk(0);
    work(generation);
    for (int spin = 0; spin < kSpins && done_.load(std::memory_order_acquire) != chunks; ++spin) pause();
    if (done_.load(std::memory_order_acquire) != chunks) {
      std::unique_lock<std::mutex> lock(mutex_);
      caller_waiting_.store(true);
      done_cv_.wait(lock, [&] { return done_.load() == chunks; });
      caller_waiting_.store(false);
    }
    if (error_) std::rethrow_exception(error_);
  }

  ~ThreadPool() { stop_workers(); }

 private:
  // state_: generation (bits 32-63), chunk count (bits 16-31), next chunk (bits 0-15). Chunks never
  // outnumber threads (parallel_for_impl), and set_num_threads keeps threads below 2^16.
  static constexpr uint64_t kGenerationMask = 0xffffffffu;
  static uint64_t pack(uint64_t generation, uint64_t chunks, uint64_t next) {
    return generation << 32 | chunks << 16 | next;
  }
  static uint64_t generation_of(uint64_t state) { return state >> 32; }

  ThreadPool() {
    unsigned hc = std::thread::hardware_concurrency();
    num_threads_.store(hc == 0 ? 1 : static_cast<int>(hc));
  }

  // Workers start when a job first has chunks for them, never all num_threads() - 1 up front: a
  // thread count far above the cores (set_num_threads(20000) is accepted, as in PyTorch) then
  // costs only the threads the largest job so far could use (chunks never outnumber threads).
  void start_workers(int wanted) {
    if (static_cast<int>(workers_.size()) >= wanted) return;
    stopping_.store(false);
    while (static_cast<int>(workers_.size()) < wanted) workers_.emplace_back([this] { worker_loop(); });
  }

  void stop_workers() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_.store(true);
    }
    cv_.notify_all();
    for (auto& w : workers_) w.join();
    workers_.clear();
  }

  void worker_loop() {
    in_parallel_region = true;
    uint64_t seen = generation_of(state_.load());
    for (;;) {
      for (int spin = 0; spin < kSpins && generation_of(state_.load(std::memory_order_acquire)) == seen &&
                         !stopping_.load(std::memory_order_relaxed);
           ++spin)
        pause();
      if (generation_of(state_.load()) == seen && !stopping_.load()) {
        // sleepers_ is raised before the generation is read again, and the caller publishes the
        // job before it reads sleepers_: one of the two sees the other, so no wake-up is lost.
        std::unique_lock<std::mutex> lock(mutex_);
        sleepers_.fetch_add(1);
        cv_.wait(lock, [&] { return stopping_.load() || generation_of(state_.load()) != seen; });
        sleepers_.fetch_sub(1);
      }
      if (stopping_.load()) return;
      seen = generation_of(state_.load(std::memory_order_acquire));
      work(seen);
    }
  }

  // Claims and runs chunks of job `generation` until none is left (or another job is current).
  void work(uint64_t generation) {
    uint64_t state = state_.load(std::memory_order_acquire);
    for (;;) {
      if (generation_of(state) != generation) return;
      const uint64_t chunks = state >> 16 & 0xffffu;
      const uint64_t next = state & 0xffffu;
      if (next >= chunks) return;
      if (state_.compare_exchange_weak(state, state + 1, std::memory_order_acq_rel)) {
        run_chunk(static_cast<int64_t>(next));
        state = state_.load(std::memory_order_acquire);
      }
    }
  }

  void run_chunk(int64_t i) {
    try {
      (*task_.load(std::memory_order_relaxed))(i);
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mutex_);
      if (!error_) error_ = std::current_exception();
    }
    const int64_t chunks = static_cast<int64_t>(state_.load(std::memory_order_relaxed) >> 16 & 0xffffu);
    // The caller sets caller_waiting_ before it reads the done count again under the mutex: seeing
    // the flag here means it is (or is about to be) asleep and must be woken.
    if (done_.fetch_add(1) + 1 == chunks && caller_waiting_.load()) {
      {
        std::lock_guard<std::mutex> lock(mutex_);
      }
      done_cv_.notify_all();
    }
  }

  // About 50-100 microseconds of PAUSE: longer than a futex wake-up, short enough that an idle
  // pool stops burning its cores soon after the last op.
  static constexpr int kSpins = 2000;
  static void pause() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  }

  std::atomic<int> num_threads_{1};
  std::mutex run_mutex_;  // one parallel job at a time
  std::mutex mutex_;      // only for sleeping and waking
  std::mutex error_mutex_;
  std::condition_variable cv_, done_cv_;
  std::vector<std::thread> workers_;
  std::atomic<const std::function<void(int64_t)>*> task_{nullptr};
  std::atomic<uint64_t> state_{0};
  uint64_t generation_count_ = 0;  // under run_mutex_
  std::atomic<int64_t> done_{0};
  std::atomic<int> sleepers_{0};
  std::atomic<bool> caller_waiting_{false};
  std::atomic<bool> stopping_{false};
  std::exception_ptr error_;
};

}  // namespace

int get_num_threads() { return ThreadPool::instance().num_threads(); }

void set_num_threads(int n) {
  OPFORGE_CHECK(n > 0, RuntimeError, "Expected positive number of threads");
  ThreadPool::instance().set_num_threads(n);
  openblas_set_num_threads(n);
}

void detail::parallel_for_impl(int64_t begin, int64_t end, int64_t grain,
                               const std::function<void(int64_t, int64_t)>& fn) {
  if (begin >= end) return;
  const int64_t n = end - begin;
  const int threads = get_num_threads();
  if (threads <= 1 || n <= grain || in_parallel_region) {
    fn(begin, end);
    return;
  }
  const int64_t max_chunks = (n + grain - 1) / std::max<int64_t>(grain, 1);
  // One chunk per thread at most (the pool's job word holds up to 2^16 - 1 chunks).
  const int64_t chunks = std::min<int64_t>({threads, max_chunks, 0xffff});
  const int64_t step = (n + chunks - 1) / chunks;
  ThreadPool::instance().run(chunks, [&](int64_t i) {
    const int64_t b = begin + i * step;
    const int64_t e = std::min(end, b + step);
    if (b >= e) return;
    // Restored on the way out, an exception included: the caller's thread must not stay marked
    // (every later call from it would run inline), and a worker's thread stays marked.
    struct Region {
      bool previous = std::exchange(in_parallel_region, true);
      ~Region() { in_parallel_region = previous; }
    } region;
    fn(b, e);
  });
}

}  // namespace opforge
