// The Generator: seeds, copies that share a stream, states that round-trip, hostile states, and the
// samplers' argument and dtype errors (PyTorch 1.13's texts; its streams are tests/golden's).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "cpu/multinomial.h"
#include "iteration/philox.h"
#include "iteration/sampler_math.h"
#include "kernel_test_support.h"
#include "opforge/factories.h"
#include "opforge/generator.h"
#include "opforge/ops/bernoulli.h"
#include "opforge/ops/multinomial.h"
#include "opforge/ops/normal.h"
#include "opforge/ops/sort.h"
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

TEST(Generator, CudaGeneratorsKeepASeedAndAnOffset) {
  Generator g(Device("cuda"), 7);
  EXPECT_EQ(g.device(), Device("cuda"));
  EXPECT_EQ(Generator().device(), Device("cpu"));
  // PyTorch's CUDA state: the seed, then the offset, 8 bytes each.
  std::vector<uint8_t> state(16, 0);
  state[0] = 7;
  EXPECT_EQ(g.get_state(), state);
  state[8] = 3;
  g.set_state(state);
  EXPECT_EQ(g.get_state(), state);
  g.manual_seed(9);  // a new seed restarts the offset
  EXPECT_EQ(g.initial_seed(), 9u);
  EXPECT_EQ(g.get_state()[8], 0);
  expect_error<RuntimeError>([&] { g.set_state(std::vector<uint8_t>(3)); }, "RNG state is wrong size");
  // observed in PyTorch 1.13
  expect_error<RuntimeError>([] { Generator(Device("meta")); },
                             "Device type META is not supported for torch.Generator() api.");
  // manual_seed seeds every device's default generator, those made later too.
  manual_seed(5);
  EXPECT_EQ(default_generator(Device("cuda:0")).initial_seed(), 5u);
  EXPECT_EQ(default_generator(Device("cuda:1")).initial_seed(), 5u);
  EXPECT_TRUE(default_generator(Device("cpu")) == default_generator());
  EXPECT_FALSE(default_generator(Device("cuda:0")) == default_generator(Device("cuda:1")));
}

TEST(Samplers, ErrorsAsPyTorch) {
  // PyTorch's check_generator: a generator samples for its device type only (the meta device,
  // which draws nothing, takes any).
  expect_error<RuntimeError>([] { empty({3}).uniform_(0, 1, Generator(Device("cuda"))); },
                             "Expected a 'cpu' device type for generator but found 'cuda'");
  expect_error<RuntimeError>([] { rand({2}, Generator(Device("cuda"))); },
                             "Expected a 'cpu' device type for generator but found 'cuda'");
  expect_error<RuntimeError>([] { randperm(4, Generator(Device("cuda"))); },
                             "Expected a 'cpu' device type for generator but found 'cuda'");
  EXPECT_TRUE(empty({3}, TensorOptions(Device("meta"))).uniform_(0, 1, Generator(Device("cuda"))).is_meta());
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

// A CUDA sampler's element at position k of the memory order draws from the Philox block of its
// call's offset and k (iteration/philox.h, checked on the host against Random123's vectors), so the
// device's values are the host's evaluation of the same element sampler, whatever the launch.
TEST(Samplers, CudaValuesAreTheirElementsPhiloxDraws) {
  if (!cuda_is_available()) GTEST_SKIP() << "no GPU";
  Generator g(Device("cuda"), 123);
  const Tensor skipped = empty({5}, TensorOptions(Device("cuda"))).uniform_(0, 1, g);  // call 0
  // call 1: a transposed view, whose memory order is not its logical order
  const Tensor t = empty({300, 7}, TensorOptions(Device("cuda")).dtype(kDouble)).t().uniform_(-2, 3, g);
  const Tensor host = t.t().contiguous().to(Device("cpu"));  // memory order
  const double* got = host.data_ptr<double>();
  for (int64_t k = 0; k < host.numel(); ++k) {
    sampler::PhiloxDraws draws(123, 1, static_cast<uint64_t>(k));
    double want = 0;
    sampler::UniformSample<double, 1>{-2.0, 3.0}(reinterpret_cast<char*>(&want), draws);
    ASSERT_EQ(got[k], want) << "element " << k;
  }
  // The same seed and call give the same values on another layout of the same memory order.
  g.manual_seed(123);
  empty({5}, TensorOptions(Device("cuda"))).uniform_(0, 1, g);
  const Tensor again = empty({7, 300}, TensorOptions(Device("cuda")).dtype(kDouble)).uniform_(-2, 3, g);
  EXPECT_TRUE(again.to(Device("cpu")).view({300, 7}).equal(host));
  // A CPU generator is refused for a CUDA tensor.
  expect_error<RuntimeError>([] { empty({3}, TensorOptions(Device("cuda"))).normal_(0, 1, Generator()); },
                             "Expected a 'cuda' device type for generator but found 'cpu'");
}

// multinomial with replacement on CUDA: the row function of the CPU (iteration/multinomial_rows.h)
// on the uniform samples the call drew, which a uniform_ of the same shape at the same place in the
// generator's stream draws again.
TEST(Samplers, CudaMultinomialSearchesItsDraws) {
  if (!cuda_is_available()) GTEST_SKIP() << "no GPU";
  const Tensor weights = arange(12, kFloat).add(0.5).view({3, 4});
  Generator g(Device("cuda"), 5);
  const Tensor got = multinomial(weights.to(Device("cuda")), 6, true, g).to(Device("cpu"));
  g.manual_seed(5);
  const Tensor uniforms = empty({3, 6}, TensorOptions(Device("cuda")).dtype(kDouble)).uniform_(0, 1, g);
  const Tensor want = empty({3, 6}, kLong);
  cpu::multinomial_rows(weights, uniforms.to(Device("cpu")), empty({3, 4}, kFloat), want);
  EXPECT_TRUE(got.equal(want));
  // randperm on CUDA: a permutation, drawn on the device.
  const Tensor perm = randperm(1000, g, TensorOptions(Device("cuda"))).to(Device("cpu"));
  EXPECT_TRUE(std::get<0>(sort(perm)).equal(arange(1000, kLong)));
}

// The names table's rule for torch.normal and torch.bernoulli: the inputs' names are kept (unified
// where two tensors broadcast). PyTorch 1.13 refuses named inputs in these forms.
TEST(Samplers, FunctionalFormsKeepTheInputsNames) {
  const Tensor mean = zeros({2, 3}, TensorOptions().names({"N", "C"}));
  const Tensor std = ones({3}, TensorOptions().names({"C"}));
  EXPECT_EQ(normal(mean, std).names(), mean.names());
  EXPECT_EQ(normal(mean.rename(std::nullopt), std).names()[1], std.names()[0]);
  EXPECT_EQ(normal(mean, 2.0).names(), mean.names());
  EXPECT_EQ(normal(1.0, std).names(), std.names());
  const Tensor p = full({2, 3}, 0.5, TensorOptions().names({"N", "C"}));
  EXPECT_EQ(bernoulli(p).names(), p.names());
  EXPECT_EQ(bernoulli(p, 0.3).names(), p.names());
  EXPECT_THROW(normal(mean, ones({3}, TensorOptions().names({"X"}))), RuntimeError);
  // The float, float form as torch.normal(0.5, 2.0, (3, 4)), its generator and options optional.
  EXPECT_EQ(normal(0.5, 2.0, {3, 4}).dim(), 2);
  EXPECT_EQ(normal(0.5, 2.0, {3, 4}, Generator(3), kDouble).dtype(), kDouble);
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
