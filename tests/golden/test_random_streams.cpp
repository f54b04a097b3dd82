// Replays random_streams.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): after
// manual_seed(seed), or on a Generator seeded so, each recorded call of rand, randn, rand_like,
// randn_like, uniform_, normal_ and normal's four functional forms, exponential_, cauchy_,
// log_normal_, geometric_, bernoulli_ (a number or a tensor of probabilities) and bernoulli,
// multinomial, random_, randint, randint_like or randperm in order gives PyTorch's values bit for
// bit: every floating and complex dtype, sizes on both sides of normal_'s runs of 16,
// non-contiguous tensors, and calls whose cached normal sample carries over to the next.
#include <bit>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/factories.h"
#include "opforge/generator.h"
#include "opforge/ops/bernoulli.h"
#include "opforge/ops/multinomial.h"
#include "opforge/ops/normal.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;

// The input `prefix` of a recorded call: start + step * k in row-major order, of the call's
// PREFIXshape and PREFIXdtype (make_golden.py's ramp).
Tensor ramp(const YAML::Node& call, const std::string& prefix) {
  const std::vector<int64_t> shape = golden::ints(call[prefix + "shape"]);
  const std::vector<double> r = call[prefix + "ramp"].as<std::vector<double>>();
  int64_t n = 1;
  for (const int64_t s : shape) n *= s;
  return arange(n, kDouble).mul(r[1]).add(r[0]).reshape(shape).to(golden::dtype(call[prefix + "dtype"]));
}

Tensor run_call(const YAML::Node& call, const std::optional<Generator>& generator) {
  const std::string op = call["op"].as<std::string>();
  const ScalarType dtype = golden::dtype(call["dtype"]);
  const std::vector<int64_t> shape = golden::ints(call["shape"]);
  if (op == "normal_tt") return normal(ramp(call, ""), ramp(call, "std_"), generator);
  if (op == "normal_tf") return normal(ramp(call, ""), call["args"][0].as<double>(), generator);
  if (op == "normal_ft") return normal(call["args"][0].as<double>(), ramp(call, "std_"), generator);
  if (op == "normal_ff")
    return normal(call["args"][0].as<double>(), call["args"][1].as<double>(), shape, generator, dtype);
  if (op == "bernoulli") return bernoulli(ramp(call, ""), generator);
  if (op == "bernoulli_p") return bernoulli(empty(shape, dtype), call["args"][0].as<double>(), generator);
  if (op == "multinomial") {
    Tensor weights = ramp(call, "");
    if (call["transposed"].as<bool>()) weights = weights.t();
    return multinomial(weights, call["args"][0].as<int64_t>(), call["args"][1].as<bool>(), generator);
  }
  if (op == "rand") return generator ? rand(shape, generator, dtype) : rand(shape, dtype);
  if (op == "randn") return generator ? randn(shape, generator, dtype) : randn(shape, dtype);
  if (op == "randint") {
    const std::vector<int64_t> a = golden::ints(call["args"]);
    return a.size() == 1 ? randint(a[0], shape, dtype) : randint(a[0], a[1], shape, dtype);
  }
  if (op == "randperm") return randperm(golden::ints(call["args"])[0], dtype);
  if (op == "rand_like" || op == "randn_like") {
    Tensor like = empty(shape, dtype);
    if (call["transposed"].as<bool>()) like = like.t();
    return op == "rand_like" ? rand_like(like) : randn_like(like);
  }
  if (op == "randint_like") {
    const std::vector<int64_t> a = golden::ints(call["args"]);
    const Tensor like = empty(shape, dtype);
    return a.size() == 1 ? randint_like(like, a[0]) : randint_like(like, a[0], a[1]);
  }
  Tensor t = empty(shape, dtype);
  if (call["transposed"] && call["transposed"].as<bool>()) t = t.t();
  if (op == "bernoulli_tensor_") return t.bernoulli_(ramp(call, "p_"), generator);
  if (op == "random_") {
    const YAML::Node args = call["args"];
    if (args.size() == 0) return t.random_(generator);
    if (args.size() == 1) return t.random_(args[0].as<int64_t>(), generator);
    const std::optional<int64_t> to = args[1].IsNull() ? std::nullopt : std::optional(args[1].as<int64_t>());
    return t.random_(args[0].as<int64_t>(), to, generator);
  }
  if (call["args"]) {
    const std::vector<double> args = call["args"].as<std::vector<double>>();
    if (op == "exponential_") return t.exponential_(args[0], generator);
    if (op == "cauchy_") return t.cauchy_(args[0], args[1], generator);
    if (op == "log_normal_") return t.log_normal_(args[0], args[1], generator);
    if (op == "geometric_") return t.geometric_(args[0], generator);
    if (op == "bernoulli_") return t.bernoulli_(args[0], generator);
    throw std::logic_error("random_streams.yaml: unknown sampler " + op);
  }
  const double a = call["a"].as<double>();
  const double b = call["b"].as<double>();
  if (op == "uniform_") return t.uniform_(a, b, generator);
  return t.normal_(a, b, generator);
}

// The values of t, row-major, a complex element as its two parts, each widened to double (exact).
std::vector<double> values(const Tensor& t) {
  const Tensor wide = t.contiguous().to(t.is_complex() ? kComplexDouble : kDouble);
  const auto* p = static_cast<const double*>(wide.data_ptr());
  return {p, p + wide.numel() * (t.is_complex() ? 2 : 1)};
}

class RandomStreams : public testing::TestWithParam<YAML::Node> {};

TEST_P(RandomStreams, SameValuesAsPyTorchForTheSameSeed) {
  const YAML::Node& c = GetParam();
  const auto seed = c["seed"].as<uint64_t>();
  std::optional<Generator> generator;
  if (c["generator"].as<bool>())
    generator = Generator().manual_seed(seed);
  else
    manual_seed(seed);
  int index = 0;
  for (const YAML::Node& call : c["calls"]) {
    SCOPED_TRACE("call " + std::to_string(index++) + ": " + call["op"].as<std::string>());
    const std::vector<double> got = values(run_call(call, generator));
    const std::vector<double> want = call["values"].as<std::vector<double>>();
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_EQ(std::bit_cast<uint64_t>(got[i]), std::bit_cast<uint64_t>(want[i]))
          << "element " << i << ": got " << got[i] << ", PyTorch " << want[i];
  }
}

INSTANTIATE_TEST_SUITE_P(Golden, RandomStreams, testing::ValuesIn(golden::cases("random_streams.yaml", "cases")),
                         golden::CaseName());

// The bytes of torch.get_rng_state() after the recorded calls, field by field (the layout's two
// padding gaps, [5044, 5048) and [5053, 5056), are whatever PyTorch's memory held), and the stream
// that follows a set_state of PyTorch's bytes.
class GeneratorStates : public testing::TestWithParam<YAML::Node> {};

bool is_padding(size_t i) { return (i >= 5044 && i < 5048) || i >= 5053; }

TEST_P(GeneratorStates, SameBytesAsPyTorchAndTheStreamContinues) {
  const YAML::Node& c = GetParam();
  manual_seed(c["seed"].as<uint64_t>());
  for (const YAML::Node& call : c["calls"]) run_call(call, std::nullopt);
  const std::vector<uint8_t> want = c["state"].as<std::vector<uint8_t>>();
  const std::vector<uint8_t> got = default_generator().get_state();
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    if (!is_padding(i)) {
      ASSERT_EQ(got[i], want[i]) << "byte " << i;
    }
  }
  const std::vector<double> then = c["then_randn_float64"].as<std::vector<double>>();
  // From PyTorch's bytes, on a fresh generator: PyTorch's next values.
  Generator g(12345);
  g.set_state(want);
  EXPECT_EQ(values(randn({3}, g, kDouble)), then);
  // And from opforge's own state.
  EXPECT_EQ(values(randn({3}, kDouble)), then);
}

INSTANTIATE_TEST_SUITE_P(Golden, GeneratorStates, testing::ValuesIn(golden::cases("random_streams.yaml", "states")),
                         golden::CaseName());

TEST(GoldenFiles, RandomStreamsCasesLoaded) {
  GOLDEN_EXPECT_CASES("random_streams.yaml", "cases", 250);
  GOLDEN_EXPECT_CASES("random_streams.yaml", "states", 3);
}

}  // namespace
