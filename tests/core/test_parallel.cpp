// The thread pool under parallel_for: every index of a range is visited once however many threads
// are configured (more than the cores, too), jobs follow each other without a lost wake-up (back to
// back, and after the workers fell asleep), errors reach the caller, nested calls run inline.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <thread>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/error.h"
#include "opforge/parallel.h"

namespace opforge {
namespace {

using test::with_threads;

// Runs one parallel_for over [0, n) and checks that each index was visited exactly once.
void expect_each_index_once(int64_t n, int64_t grain) {
  std::vector<std::atomic<int>> visits(static_cast<size_t>(n));
  parallel_for(0, n, grain, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) visits[static_cast<size_t>(i)].fetch_add(1);
  });
  for (int64_t i = 0; i < n; ++i) ASSERT_EQ(visits[static_cast<size_t>(i)].load(), 1) << "index " << i << " of " << n;
}

TEST(Parallel, EachIndexOnceForManyJobsAndThreadCounts) {
  for (int threads : {1, 2, 3, 8}) {
    with_threads(threads, [&] {
      for (int job = 0; job < 300; ++job) expect_each_index_once(1 + job * 37 % 1000, 16);
    });
  }
}

TEST(Parallel, JobsSplitIntoOnePiecePerThread) {
  with_threads(4, [] {
    std::atomic<int> pieces{0};
    parallel_for(0, 4000, 10, [&](int64_t, int64_t) { pieces.fetch_add(1); });
    EXPECT_EQ(pieces.load(), 4);
    pieces = 0;
    parallel_for(0, 25, 10, [&](int64_t, int64_t) { pieces.fetch_add(1); });  // 3 grains' worth
    EXPECT_EQ(pieces.load(), 3);
  });
}

TEST(Parallel, JobAfterTheWorkersFellAsleepCompletes) {
  with_threads(3, [] {
    for (int round = 0; round < 3; ++round) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));  // far past the workers' spin
      expect_each_index_once(100000, 1000);
    }
  });
}

TEST(Parallel, ErrorInAPieceReachesTheCallerAndThePoolGoesOn) {
  with_threads(2, [] {
    EXPECT_THROW(parallel_for(0, 1000, 10,
                              [](int64_t b, int64_t) {
                                if (b > 0) throw std::runtime_error("piece failed");
                              }),
                 std::runtime_error);
    EXPECT_THROW(parallel_for(0, 1000, 10, [](int64_t, int64_t) { OPFORGE_CHECK(false, ValueError, "every piece"); }),
                 ValueError);
    expect_each_index_once(1000, 10);
  });
}

TEST(Parallel, NestedCallsRunInline) {
  with_threads(2, [] {
    std::atomic<int> inner_pieces{0};
    parallel_for(0, 100, 10, [&](int64_t, int64_t) {
      parallel_for(0, 100, 10, [&](int64_t b, int64_t e) {
        EXPECT_EQ(b, 0);
        EXPECT_EQ(e, 100);
        inner_pieces.fetch_add(1);
      });
    });
    EXPECT_EQ(inner_pieces.load(), 2);
  });
}

// Threads of this process, from /proc (Linux).
int64_t process_threads() {
  int64_t n = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator("/proc/self/task")) ++n;
  return n;
}

// PyTorch accepts any positive thread count; a job starts only the workers its pieces can use
// (one per piece after the caller's), not the whole count up front.
TEST(Parallel, AThreadCountFarAboveTheCoresStartsOnlyTheWorkersAJobUses) {
  with_threads(20000, [] {
    EXPECT_EQ(get_num_threads(), 20000);
    const int64_t before = process_threads();
    std::atomic<int> pieces{0};
    parallel_for(0, 4000, 1000, [&](int64_t, int64_t) { pieces.fetch_add(1); });
    EXPECT_EQ(pieces.load(), 4);
    EXPECT_LE(process_threads(), before + 3);
    expect_each_index_once(100000, 1000);  // 100 pieces: up to 99 workers, still every index once
    EXPECT_LE(process_threads(), before + 99);
  });
}

TEST(Parallel, ThreadCountMustBePositive) {
  EXPECT_THROW(
      {
        try {
          set_num_threads(0);
        } catch (const RuntimeError& e) {
          EXPECT_STREQ(e.what(), "Expected positive number of threads");
          throw;
        }
      },
      RuntimeError);
}

}  // namespace
}  // namespace opforge
