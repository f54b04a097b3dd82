#include "opforge/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "opforge/error.h"

// OpenBLAS (the CPU matmul backend, src/cpu/gemm.cpp) keeps its own thread pool; set_num_threads
// sets both so one call decides how many cores opforge uses.
extern "C" void openblas_set_num_threads(int num_threads);

namespace opforge {
namespace {

thread_local bool in_parallel_region = false;

// Workers wait for a job generation number; each job is split into `chunks` pieces that the
// workers and the caller claim with an atomic counter. A worker that finished a job spins on the
// generation for a while before it sleeps on the condition variable, and the caller spins on the
// done count before it sleeps: ops in a loop then start and finish without a futex wake-up, which
// costs tens of microseconds here (more than a whole op of 1e5 elements).
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
    start_workers();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      task_ = &task;
      chunks_ = chunks;
      next_.store(0);
      done_.store(0);
      error_ = nullptr;
      generation_.fetch_add(1, std::memory_order_release);
    }
    cv_.notify_all();
    work();
    for (int spin = 0; spin < kSpins && done_.load(std::memory_order_acquire) != chunks; ++spin) pause();
    std::unique_lock<std::mutex> lock(mutex_);
    done_cv_.wait(lock, [&] { return done_.load() == chunks_; });
    task_ = nullptr;
    if (error_) std::rethrow_exception(error_);
  }

  ~ThreadPool() { stop_workers(); }

 private:
  ThreadPool() {
    unsigned hc = std::thread::hardware_concurrency();
    num_threads_.store(hc == 0 ? 1 : static_cast<int>(hc));
  }

  void start_workers() {
    const int wanted = num_threads() - 1;
    if (static_cast<int>(workers_.size()) == wanted) return;
    stop_workers();
    stopping_.store(false);
    for (int i = 0; i < wanted; ++i) workers_.emplace_back([this] { worker_loop(); });
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
    uint64_t seen = 0;
    for (;;) {
      for (int spin = 0; spin < kSpins && generation_.load(std::memory_order_acquire) == seen && !stopping_.load();
           ++spin)
        pause();
      {
        std::unique_lock<std::mutex> lock(mutex_);
        cv_.wait(lock, [&] { return stopping_.load() || (generation_.load() != seen && task_); });
        if (stopping_.load()) return;
        seen = generation_.load();
      }
      work();
    }
  }

  // Claims and runs chunks until none is left.
  void work() {
    for (;;) {
      const int64_t i = next_.fetch_add(1);
      if (i >= chunks_) return;
      std::exception_ptr err;
      try {
        (*task_.load())(i);
      } catch (...) {
        err = std::current_exception();
      }
      std::lock_guard<std::mutex> lock(mutex_);
      if (err && !error_) error_ = err;
      if (done_.fetch_add(1) + 1 == chunks_) done_cv_.notify_all();
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
  std::mutex mutex_;
  std::condition_variable cv_, done_cv_;
  std::vector<std::thread> workers_;
  // Atomic because a worker that woke late may still be claiming while the next job is set up.
  std::atomic<const std::function<void(int64_t)>*> task_{nullptr};
  std::atomic<int64_t> chunks_{0};
  std::atomic<int64_t> next_{0};
  std::atomic<int64_t> done_{0};
  std::atomic<uint64_t> generation_{0};
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
  const int64_t chunks = std::min<int64_t>(threads, max_chunks);
  const int64_t step = (n + chunks - 1) / chunks;
  ThreadPool::instance().run(chunks, [&](int64_t i) {
    const int64_t b = begin + i * step;
    const int64_t e = std::min(end, b + step);
    if (b >= e) return;
    in_parallel_region = true;
    fn(b, e);
    in_parallel_region = false;
  });
}

}  // namespace opforge
