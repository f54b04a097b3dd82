// Several application threads at once: ops on shared read-only tensors, the global random generator
// and the intra-op thread pool, each from four threads while the pool runs jobs of its own. Every
// result is compared with the same call made from one thread before the threads start. tools/test
// also runs this file under ThreadSanitizer, which reports any data race these calls have.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/opforge.h"

namespace opforge {
namespace {

using test::with_threads;

constexpr int kThreads = 4;
constexpr int kRounds = 20;

// Runs body(thread index) on kThreads threads at once and joins them. GoogleTest's assertions are
// thread-safe, so a body may use EXPECT_*.
void on_threads(const std::function<void(int)>& body) {
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) threads.emplace_back(body, i);
  for (std::thread& t : threads) t.join();
}

bool same_bytes(const Tensor& a, const Tensor& b) {
  if (a.dtype() != b.dtype() || !std::equal(a.sizes().begin(), a.sizes().end(), b.sizes().begin(), b.sizes().end()))
    return false;
  const Tensor ca = a.contiguous(), cb = b.contiguous();
  return std::memcmp(ca.data_ptr(), cb.data_ptr(), ca.nbytes()) == 0;
}

TEST(Concurrency, OpsOnSharedReadOnlyTensorsFromManyThreads) {
  with_threads(2, [] {
    // Large enough that the pool splits every op (kGrainSize elements and more).
    const Tensor a = rand({300, 400});
    const Tensor b = rand({400});
    const Tensor m = rand({400, 30});
    const Tensor sum_expected = a.sum(IntArrayRef(std::vector<int64_t>{1}));
    const Tensor add_expected = add(a, b);
    const Tensor mm_expected = mm(a, m);
    const Tensor half_expected = a.to(kHalf);
    const std::string printed = to_string(a);
    on_threads([&](int) {
      for (int round = 0; round < kRounds; ++round) {
        EXPECT_TRUE(same_bytes(a.sum(IntArrayRef(std::vector<int64_t>{1})), sum_expected));
        EXPECT_TRUE(same_bytes(add(a, b), add_expected));
        EXPECT_TRUE(same_bytes(mm(a, m), mm_expected));
        EXPECT_TRUE(same_bytes(a.to(kHalf), half_expected));
        EXPECT_EQ(to_string(a), printed);
      }
    });
  });
}

// The generator hands out disjoint blocks of one stream: what four threads draw at once is, as a
// multiset, what one thread draws in one call of the same total size.
TEST(Concurrency, ThreadsDrawDisjointPartsOfTheGeneratorsStream) {
  constexpr int64_t kPerCall = 1000;
  manual_seed(1234);
  std::vector<std::vector<double>> drawn(kThreads);
  on_threads([&](int i) {
    for (int round = 0; round < kRounds; ++round) {
      const Tensor r = rand({kPerCall}, kDouble);
      const auto* p = static_cast<const double*>(r.data_ptr());
      drawn[static_cast<size_t>(i)].insert(drawn[static_cast<size_t>(i)].end(), p, p + kPerCall);
    }
  });
  std::vector<double> together;
  for (const auto& d : drawn) together.insert(together.end(), d.begin(), d.end());
  manual_seed(1234);
  const Tensor serial = rand({kThreads * kRounds * kPerCall}, kDouble);
  const auto* p = static_cast<const double*>(serial.data_ptr());
  std::vector<double> expected(p, p + serial.numel());
  std::sort(together.begin(), together.end());
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(together, expected);
}

// Parallel jobs submitted from several threads at once, while another thread changes the thread
// count: every job still visits each index once.
TEST(Concurrency, ThreadPoolServesJobsFromManyThreads) {
  const int previous = get_num_threads();
  std::atomic<bool> done{false};
  std::thread changer([&] {
    for (int n = 1; !done.load(); n = n % 4 + 1) {
      set_num_threads(n);
      std::this_thread::yield();
    }
  });
  on_threads([](int) {
    for (int round = 0; round < kRounds; ++round) {
      std::vector<std::atomic<int>> visits(5000);
      parallel_for(0, 5000, 100, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) visits[static_cast<size_t>(i)].fetch_add(1);
      });
      for (const auto& v : visits) ASSERT_EQ(v.load(), 1);
    }
  });
  done = true;
  changer.join();
  set_num_threads(previous);
}

}  // namespace
}  // namespace opforge
