// Replays autograd_gradients.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): each
// composition's scalar loss, computed here with the same ops on the same float64 ramps, and the
// gradient backward() gives every input, against PyTorch's. The compositions cover broadcasting
// undone, reductions, matrix products, where, clamp, views, softmax, cumprod at zeros, norms,
// scans, selections and in-place ops; each must be written here as in make_golden.py (by its id).
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/autograd.h"
#include "opforge/factories.h"
#include "opforge/ops.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;
using Inputs = std::map<std::string, Tensor>;

// start + step * k in row-major order, float64 (make_golden.py's ramp).
Tensor ramp(const YAML::Node& input) {
  const std::vector<int64_t> shape = golden::ints(input["shape"]);
  const std::vector<double> r = input["ramp"].as<std::vector<double>>();
  int64_t n = 1;
  for (const int64_t s : shape) n *= s;
  return arange(n, kDouble).mul(r[1]).add(r[0]).reshape(shape);
}

std::vector<double> values(const Tensor& t) {
  const Tensor c = t.contiguous();
  std::vector<double> v(static_cast<size_t>(c.numel()));
  std::memcpy(v.data(), c.data_ptr(), v.size() * sizeof(double));
  return v;
}

// The compositions, as make_golden.py writes them in PyTorch.
const std::map<std::string, std::function<Tensor(const Inputs&)>> kLosses = {
    {"broadcast", [](const Inputs& t) { return t.at("a").mul(t.at("b")).add(t.at("c")).div(t.at("b").add(1)).sum(); }},
    {"reductions",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const std::vector<int64_t> d0{0}, d1{1};
       return x.var(IntArrayRef(d1))
           .sum()
           .add(x.std())
           .add(x.mean(IntArrayRef(d0)).square().sum())
           .add(x.amax(IntArrayRef(d1)).sum());
     }},
    {"linear_layer", [](const Inputs& t) { return t.at("x").mm(t.at("w").t()).add(t.at("b")).square().mean(); }},
    {"batched_products", [](const Inputs& t) { return baddbmm(t.at("c"), t.at("a"), t.at("b"), 0.5, 2.0).sum(); }},
    {"where_relu_exp",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       return where(x.gt(0), x.exp(), x.sin()).sum().add(x.relu().sum());
     }},
    {"views",
     [](const Inputs& t) {
       const Tensor weights = arange(24, kDouble).reshape({3, 4, 2});
       return t.at("x")
           .permute({2, 0, 1})
           .reshape({2, 6})
           .t()
           .narrow(0, 1, 4)
           .unsqueeze(0)
           .expand({3, 4, 2})
           .mul(weights)
           .sum();
     }},
    {"clamp_pow",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       return x.clamp(Scalar(0.2), Scalar(0.6))
           .mul(t.at("y"))
           .sum()
           .add(x.clamp(Scalar(0.3)).pow(2.5).sum())
           .add(maximum(x, t.at("y").sub(0.5)).sum());
     }},
    {"softmax",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const std::vector<int64_t> d1{1};
       return x.softmax(1).mul(t.at("y")).sum().add(x.log_softmax(0).mean()).add(logsumexp(x, IntArrayRef(d1)).sum());
     }},
    {"cumprod_zeros",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const Tensor weights = arange(12, kDouble).reshape({3, 4});
       return x.mul(x.sub(0.25)).cumprod(1).mul(weights).sum().add(x.cumprod(0).sum());
     }},
    {"norms",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const Tensor& y = t.at("y");
       const std::vector<int64_t> d0{0}, d1{1};
       return x.norm()
           .add(x.norm(Scalar(1), IntArrayRef(d1)).sum())
           .add(x.norm(Scalar(INFINITY), IntArrayRef(d1)).sum())
           .add(x.norm(3))
           .add(y.norm(Scalar(0.5), IntArrayRef(d0)).sum())
           .add(nanmean(y, IntArrayRef(d1)).square().sum());
     }},
    {"scans",
     [](const Inputs& t) {
       return logcumsumexp(t.at("x"), 1).mul(tensor({1.0, -2.0, 0.5}, kDouble)).sum();
     }},
    {"matmul_family",
     [](const Inputs& t) {
       const Tensor& a = t.at("a");
       const Tensor& m = t.at("m");
       return matmul(a, t.at("b"))
           .square()
           .sum()
           .add(matmul(a, m).sum())
           .add(linear(a, t.at("w"), t.at("c")).square().sum())
           .add(inner(a, t.at("w")).sum())
           .add(addbmm(t.at("c"), m.transpose(1, 2), m, 0.5, 2.0).square().sum());
     }},
    {"as_strided",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const Tensor weights = tensor({{1.0, 2.0}, {3.0, 4.0}}, kDouble);
       return x.as_strided({2, 2}, {1, 1}, 1)
           .mul(weights)
           .sum()
           .add(x.unsqueeze(0).expand({2, 2, 3}).as_strided({3}, {2}, 0).square().sum());
     }},
    {"in_place",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const Tensor h = x.mul(2);
       h.mul_(x);
       h.add_(t.at("y"));
       h.cumsum_(1);
       h.sub_(0.5).relu_();
       return h.exp().sum();
     }},
    {"selections",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const Tensor windows = x.unfold(1, 2, 1);
       return masked_select(x, x.gt(0))
           .square()
           .sum()
           .add(x.index_fill(1, tensor({2, 0, 2}, kLong), 0.5).mul(x).sum())
           .add(x.diagonal(1).exp().sum())
           .add(windows.mul(windows).sum())
           .add(x.flip({0, 1}).mul(arange(12, kDouble).reshape({3, 4})).sum());
     }},
    {"quantiles",
     [](const Inputs& t) {
       const Tensor& x = t.at("x");
       const Tensor& q = t.at("q");
       const Tensor y = x.mul(3).sin();
       const Tensor holed = where(x.gt(1.0), Scalar(std::nan("")), y);
       const Tensor weights = arange(9, kDouble).reshape({3, 3});
       return quantile(y, q, 1)
           .mul(weights)
           .sum()
           .add(quantile(y, 0.3, 0, true, "lower").sum())
           .add(quantile(y, q, std::nullopt, false, "midpoint").sum())
           .add(nanquantile(holed, q, 1, false, "nearest").mul(weights).sum())
           .add(nanquantile(holed, 0.6, 1, false, "higher").sum())
           .add(nanquantile(holed, q, 1).mul(weights).sum())
           .add(quantile(holed, 0.75, 1).nan_to_num(0.0).sum());
     }},
    {"random",
     [](const Inputs& t) {
       const Tensor& m = t.at("m");
       const Tensor& s = t.at("s");
       manual_seed(0);
       const Tensor h = m.mul(2);
       h.uniform_();
       const Tensor h2 = m.mul(1);
       h2.bernoulli_(s.div(4));
       return normal(m, s)
           .sum()
           .add(normal(m, 2.0).sum())
           .add(normal(1.0, s).sum())
           .add(bernoulli(s.div(4)).sum())
           .add(h.sum())
           .add(h2.sum())
           .add(m.mul(s).sum());
     }},
    {"align",
     [](const Inputs& t) {
       const Tensor named = t.at("x").refine_names({"A", "B"});
       const Tensor other = ones({3, 2, 2}, kDouble).refine_names({"B", "C", "A"});
       return named.align_to({"B", "C", "A"})
           .rename(std::nullopt)
           .mul(arange(6, kDouble).reshape({3, 1, 2}))
           .sum()
           .add(named.align_as(other).rename(std::nullopt).square().sum())
           .add(named.align_to({"B", "A"}, 1).rename(std::nullopt).mul(2.0).sum());
     }},
};

void expect_close(double got, double want, const std::string& what) {
  EXPECT_NEAR(got, want, 1e-12 * std::max(1.0, std::abs(want))) << what;
}

class AutogradGradients : public testing::TestWithParam<YAML::Node> {};

TEST_P(AutogradGradients, SameLossAndGradientsAsPyTorch) {
  const YAML::Node& c = GetParam();
  const auto loss = kLosses.find(c["id"].as<std::string>());
  ASSERT_NE(loss, kLosses.end()) << "no composition " << c["id"].as<std::string>() << " in this test";
  Inputs inputs;
  for (const YAML::Node& input : c["inputs"]) inputs[input["name"].as<std::string>()] = ramp(input).requires_grad_();
  const Tensor value = loss->second(inputs);
  expect_close(values(value)[0], c["loss"].as<double>(), "the loss");
  value.backward();
  for (const YAML::Node& input : c["inputs"]) {
    const std::string name = input["name"].as<std::string>();
    const Tensor& x = inputs.at(name);
    ASSERT_TRUE(x.grad().defined()) << name << " received no gradient";
    EXPECT_EQ(x.grad().sizes(), x.sizes()) << name;
    const std::vector<double> got = values(x.grad());
    const std::vector<double> want = input["grad"].as<std::vector<double>>();
    ASSERT_EQ(got.size(), want.size()) << name;
    for (size_t i = 0; i < got.size(); ++i) expect_close(got[i], want[i], name + "[" + std::to_string(i) + "]");
  }
}

INSTANTIATE_TEST_SUITE_P(Golden, AutogradGradients,
                         testing::ValuesIn(golden::cases("autograd_gradients.yaml", "cases")), golden::CaseName());

TEST(GoldenFiles, AutogradGradientCasesLoaded) { GOLDEN_EXPECT_CASES("autograd_gradients.yaml", "cases", 8); }

}  // namespace
