// The Generator: seeds, copies that share a stream, states that round-trip, hostile states, and the
// samplers' argument and dtype errors (PyTorch 1.13's texts; its streams are tests/golden's).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_test_support.h"
#include "opforge/factories.h"
#include "opforge/generator.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;
using opforge::test::expect_error;

std::vector<double> doubles_of(const Tensor& t) {
  const Tensor d = t.contiguous().to(kDouble);
  const auto* p = d.data_ptr<double>();
  return {p, p + d.numel()};
}

TEST(Generator, SeedsAndInitialSeed) {
  Generator g;
  EXPECT_EQ(g.initial_seed(), Generator::kDefaultSeed);
  g.manual_seed(2);
  EXPECT_EQ(g.initial_seed(), 2u);
  const uint64_t s = g.seed();
  EXPECT_EQ(g.initial_seed(), s);
  manual_seed(9);
  EXPECT_EQ(initial_seed(), 9u);
}

TEST(Generator, CopiesShareOneStream) {
  Generator a(5);
  Generator b = a;  // a handle, as torch.Generator objects are
  const std::vector<double> first = doubles_of(rand({2}, a, kDouble));
  const std::vector<double> second = doubles_of(rand({2}, b, kDouble));
  EXPECT_NE(first, second);
  EXPECT_EQ(doubles_of(rand({2}, Generator(5), kDouble)), first);
  EXPECT_TRUE(a == b);
}

TEST(Generator, StateRoundTripsWithTheCachedNormal) {
  Generator g(11);
  randn({3}, g, kDouble);  // leaves the second normal of a pair cached
  const std::vector<uint8_t> state = g.get_state();
  EXPECT_EQ(state.size(), 5056u);
  const std::vector<double> next = doubles_of(randn({5}, g, kDouble));
  g.set_state(state);
  EXPECT_EQ(doubles_of(randn({5}, g, kDouble)), next);
  // manual_seed drops the cache: the stream restarts from the seed alone.
  g.manual_seed(11);
  const std::vector<double> fresh = doubles_of(randn({3}, g, kDouble));
  EXPECT_EQ(doubles_of(randn({3}, Generator(11), kDouble)), fresh);
}

TEST(Generator, BadStatesAreRefused) {
  Generator g;
  expect_error<RuntimeError>(
      [&] { g.set_state(std::vector<uint8_t>(10)); },
      "Expected either a THGeneratorState of size 5048 or a CPUGeneratorImplState of size 5056 but found the input "
      "RNG state size to be 10");
  std::vector<uint8_t> state = g.get_state();
  state[8] = 0;  // left = 0: the twister would read past its words
  state[9] = state[10] = state[11] = 0;
  expect_error<RuntimeError>([&] { g.set_state(state); },
                             "Invalid mt19937 state: left 0 and next 0 do not fit its 624 words");
}

TEST(Samplers, ErrorsAsPyTorch) {
  // observed in PyTorch 1.13
  expect_error<NotImplementedError>([] { empty({3}, kLong).uniform_(); },
                                    "\"check_uniform_bounds\" not implemented for 'Long'");
  expect_error<NotImplementedError>([] { empty({0}, kLong).uniform_(); },
                                    "\"check_uniform_bounds\" not implemented for 'Long'");
  expect_error<NotImplementedError>([] { empty({3}, kBool).normal_(); },
                                    "\"normal_kernel_cpu\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { rand({2}, kLong); }, "\"check_uniform_bounds\" not implemented for 'Long'");
  expect_error<NotImplementedError>([] { randn({2}, kInt); }, "\"normal_kernel_cpu\" not implemented for 'Int'");
  expect_error<NotImplementedError>([] { empty({3}, kLong).exponential_(); },
                                    "\"exponential_cpu\" not implemented for 'Long'");
  expect_error<NotImplementedError>([] { empty({3}, kBool).cauchy_(); }, "\"cauchy_cpu\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { empty({3}, kBool).geometric_(0.5); },
                                    "\"geometric_cpu\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { empty({3}, kHalf).bernoulli_(0.5); },
                                    "\"bernoulli_scalar_cpu_\" not implemented for 'Half'");
  expect_error<NotImplementedError>([] { empty({3}, kLong).log_normal_(); },
                                    "\"log_normal_cpu\" not implemented for 'Long'");
  expect_error<RuntimeError>([] { empty({3}).uniform_(3, 2); },
                             "uniform_ expects to return a [from, to) range, but found from=3 > to=2");
  expect_error<RuntimeError>([] { empty({3}).normal_(0, -1); }, "normal expects std >= 0.0, but found std -1");
  // The meta device draws nothing and checks the same.
  manual_seed(4);
  const Tensor m = empty({3}, TensorOptions(Device("meta")));
  EXPECT_TRUE(m.uniform_().is_meta());
  expect_error<RuntimeError>([&] { m.uniform_(3, 2); },
                             "uniform_ expects to return a [from, to) range, but found from=3 > to=2");
  EXPECT_EQ(doubles_of(rand({2}, kDouble)), doubles_of(rand({2}, Generator(4), kDouble)));
}

TEST(Samplers, ConcurrentCallsOnOneGeneratorAreSafe) {
  // Each call takes the generator's lock: the union of the draws of two threads is a permutation
  // of the draws of one, whatever the interleaving.
  Generator g(21);
  std::vector<double> a, b;
  std::thread t1([&] {
    for (int i = 0; i < 50; ++i) {
      const auto v = doubles_of(rand({4}, g, kFloat));
      a.insert(a.end(), v.begin(), v.end());
    }
  });
  std::thread t2([&] {
    for (int i = 0; i < 50; ++i) {
      const auto v = doubles_of(rand({4}, g, kFloat));
      b.insert(b.end(), v.begin(), v.end());
    }
  });
  t1.join();
  t2.join();
  std::vector<double> both = a;
  both.insert(both.end(), b.begin(), b.end());
  std::vector<double> serial = doubles_of(rand({400}, Generator(21), kFloat));
  std::sort(both.begin(), both.end());
  std::sort(serial.begin(), serial.end());
  EXPECT_EQ(both, serial);
}

}  // namespace
