// Autograd: requires_grad, the graph of autograd::Function calls, backward and grad, hooks,
// retain_grad, grad mode, and the errors of ops that declare no derivative. Expected gradients
// are derived by hand from the functions (d/dx exp(x) = exp(x), d/da a*b = b); messages are
// PyTorch 1.13's (observed with the same calls in Python, said so beside each).
#include <cmath>
#include <complex>
#include <cstring>
#include <string>
#include <vector>

#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include "autograd/op_check.h"
#include "conformance/gradcheck.h"
#include "kernel_test_support.h"

#include "opforge/autograd.h"
#include "opforge/factories.h"

namespace opforge {
namespace {

using test::expect_error;

std::vector<double> values(const Tensor& t) {
  autograd::NoGradGuard no_grad;  // reading values is no function to differentiate
  const Tensor d = t.to(ScalarType::Double).contiguous();
  std::vector<double> v(static_cast<size_t>(d.numel()));
  std::memcpy(static_cast<void*>(v.data()), d.data_ptr(), v.size() * sizeof(double));
  return v;
}

Tensor floats(std::initializer_list<double> v) {
  std::vector<NestedList> items(v.begin(), v.end());
  return tensor(NestedList(items), TensorOptions().dtype(ScalarType::Float));
}

// exp, saving its result for backward.
struct Exp : autograd::Function<Exp> {
  static std::string name() { return "ExpBackward"; }
  static Tensor forward(autograd::Context& ctx, const Tensor& x) {
    Tensor r = x.exp();
    ctx.save_for_backward({r});
    return r;
  }
  static std::vector<Tensor> backward(autograd::Context& ctx, std::vector<Tensor> grads) {
    return {grads[0].mul(ctx.saved_tensors()[0])};
  }
};

// a * b, broadcasting; its backward returns gradients of the broadcast shape, which the engine
// sums down to each input's.
struct Mul : autograd::Function<Mul> {
  static std::string name() { return "MulBackward"; }
  static Tensor forward(autograd::Context& ctx, const Tensor& a, const Tensor& b) {
    ctx.save_for_backward({a, b});
    return a.mul(b);
  }
  static std::vector<Tensor> backward(autograd::Context& ctx, std::vector<Tensor> grads) {
    const std::vector<Tensor>& s = ctx.saved_tensors();
    Tensor ga = ctx.needs_input_grad(0) ? grads[0].mul(s[1]) : Tensor();
    Tensor gb = ctx.needs_input_grad(1) ? grads[0].mul(s[0]) : Tensor();
    return {ga, gb};
  }
};

// Two results, x + 1 and 2x: a backward through one of them sees zeros for the other.
struct Split : autograd::Function<Split> {
  static std::string name() { return "SplitBackward"; }
  static std::vector<Tensor> forward(autograd::Context&, const Tensor& x) { return {x.add(1), x.mul(2)}; }
  static std::vector<Tensor> backward(autograd::Context&, std::vector<Tensor> grads) {
    return {grads[0].add(grads[1].mul(2))};
  }
};

// Returns a gradient of the wrong count or shape.
struct WrongCount : autograd::Function<WrongCount> {
  static std::string name() { return "WrongCountBackward"; }
  static Tensor forward(autograd::Context&, const Tensor& a, const Tensor&) { return a.clone(); }
  static std::vector<Tensor> backward(autograd::Context&, std::vector<Tensor> grads) { return {grads[0]}; }
};
struct WrongShape : autograd::Function<WrongShape> {
  static std::string name() { return "WrongShapeBackward"; }
  static Tensor forward(autograd::Context&, const Tensor& a) { return a.clone(); }
  static std::vector<Tensor> backward(autograd::Context&, std::vector<Tensor>) { return {floats({1, 2})}; }
};

TEST(Autograd, RequiresGradMarksFloatingLeaves) {
  const Tensor x = floats({1, 2, 3});
  EXPECT_FALSE(x.requires_grad());
  EXPECT_TRUE(x.is_leaf());
  EXPECT_FALSE(x.grad().defined());
  x.requires_grad_();
  EXPECT_TRUE(x.requires_grad());
  EXPECT_TRUE(x.is_leaf());
  EXPECT_EQ(x.grad_fn(), nullptr);
  x.requires_grad_(false);
  EXPECT_FALSE(x.requires_grad());
  // PyTorch 1.13: torch.arange(3).requires_grad_()
  expect_error<RuntimeError>([] { arange(3).requires_grad_(); },
                             "only Tensors of floating point and complex dtype can require gradients");
}

TEST(Autograd, BackwardThroughAFunctionAccumulatesIntoTheLeaf) {
  const Tensor x = floats({0.5, -1, 2}).requires_grad_();
  const Tensor y = Exp::apply(x);
  EXPECT_TRUE(y.requires_grad());
  EXPECT_FALSE(y.is_leaf());
  ASSERT_NE(y.grad_fn(), nullptr);
  EXPECT_EQ(y.grad_fn()->name(), "ExpBackward");
  y.backward(ones({3}), /*retain_graph=*/true);
  const std::vector<double> g = values(x.grad());
  ASSERT_EQ(g.size(), 3u);
  const double xs[] = {0.5, -1, 2};
  for (size_t i = 0; i < 3; ++i) EXPECT_NEAR(g[i], std::exp(xs[i]), 1e-6 * std::exp(xs[i]));
  EXPECT_EQ(x.grad().dtype(), ScalarType::Float);
  EXPECT_FALSE(x.grad().requires_grad());
  // A second backward adds to the first.
  y.backward(ones({3}).mul(2));
  const std::vector<double> g2 = values(x.grad());
  for (size_t i = 0; i < 3; ++i) EXPECT_NEAR(g2[i], 3 * std::exp(xs[i]), 3e-6 * std::exp(xs[i]));
}

TEST(Autograd, TheChainRuleAcrossFunctionsAndBroadcasting) {
  // z = exp(x) * w with x of shape [2, 3] and w of shape [3]: dz/dx = exp(x) * w, dz/dw = the sum
  // over rows of exp(x).
  const Tensor x = floats({0, 1, 2, -1, 0.5, 0.25}).reshape({2, 3}).requires_grad_();
  const Tensor w = floats({2, -3, 0.5}).requires_grad_();
  const Tensor z = Mul::apply(Exp::apply(x), w);
  z.backward(ones({2, 3}));
  const std::vector<double> gx = values(x.grad()), gw = values(w.grad());
  const double xs[] = {0, 1, 2, -1, 0.5, 0.25}, ws[] = {2, -3, 0.5};
  for (size_t i = 0; i < 6; ++i) EXPECT_NEAR(gx[i], std::exp(xs[i]) * ws[i % 3], 1e-5);
  ASSERT_EQ(gw.size(), 3u);
  for (size_t j = 0; j < 3; ++j) EXPECT_NEAR(gw[j], std::exp(xs[j]) + std::exp(xs[j + 3]), 1e-5);
}

TEST(Autograd, ATensorUsedTwiceGetsTheSumOfItsGradients) {
  // y = x * x: dy/dx = 2x, arriving along two edges of one node.
  const Tensor x = floats({3, -2}).requires_grad_();
  Mul::apply(x, x).backward(ones({2}));
  EXPECT_EQ(values(x.grad()), (std::vector<double>{6, -4}));
}

TEST(Autograd, AResultWithoutGradientGetsZeros) {
  const Tensor x = floats({1, 2}).requires_grad_();
  const std::vector<Tensor> r = Split::apply(x);
  ASSERT_EQ(r.size(), 2u);
  r[1].backward(ones({2}));
  EXPECT_EQ(values(x.grad()), (std::vector<double>{2, 2}));
}

TEST(Autograd, ScalarOutputsNeedNoGradient) {
  const Tensor x = floats({2}).requires_grad_();
  Exp::apply(x).backward();
  EXPECT_NEAR(values(x.grad())[0], std::exp(2.0), 1e-5);
  // PyTorch 1.13: torch.ones(2, requires_grad=True).exp().backward()
  const Tensor v = floats({1, 2}).requires_grad_();
  expect_error<RuntimeError>([&] { Exp::apply(v).backward(); },
                             "grad can be implicitly created only for scalar outputs");
  // PyTorch 1.13: y.backward(torch.ones(3)) for y of shape [2]
  expect_error<RuntimeError>([&] { Exp::apply(v).backward(ones({3})); },
                             "Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] has a "
                             "shape of torch.Size([2]).");
  // PyTorch 1.13: torch.ones(1).backward()
  expect_error<RuntimeError>([] { floats({1}).backward(); },
                             "element 0 of tensors does not require grad and does not have a grad_fn");
}

TEST(Autograd, ASecondBackwardNeedsTheGraphRetained) {
  const Tensor x = floats({1}).requires_grad_();
  const Tensor y = Exp::apply(x);
  y.backward();
  // PyTorch 1.13: y.backward() again
  expect_error<RuntimeError>(
      [&] { y.backward(); },
      "Trying to backward through the graph a second time (or directly access saved tensors after they have already "
      "been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). "
      "Specify retain_graph=True if you need to backward through the graph a second time or if you need to access "
      "saved tensors after calling backward.");
}

TEST(Autograd, FunctionalGradLeavesGradAlone) {
  const Tensor x = floats({1, 2}).requires_grad_();
  const Tensor w = floats({5, 7}).requires_grad_();
  const Tensor unused = floats({1}).requires_grad_();
  const Tensor z = Mul::apply(x, w);
  const std::vector<Tensor> g = autograd::grad({z}, {x}, {ones({2})}, /*retain_graph=*/true);
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(values(g[0]), (std::vector<double>{5, 7}));
  EXPECT_FALSE(x.grad().defined());
  EXPECT_FALSE(w.grad().defined());
  // PyTorch 1.13: torch.autograd.grad(z, [x, unused], torch.ones(2))
  expect_error<RuntimeError>(
      [&] {
        autograd::grad({z}, {x, unused}, {ones({2})}, true);
      },
      "One of the differentiated Tensors appears to not have been used in the graph. Set "
      "allow_unused=True if this is the desired behavior.");
  const std::vector<Tensor> g2 = autograd::grad({z}, {w, unused}, {ones({2})}, true, /*allow_unused=*/true);
  EXPECT_EQ(values(g2[0]), (std::vector<double>{1, 2}));
  EXPECT_FALSE(g2[1].defined());
  // PyTorch 1.13: torch.autograd.grad(z, [torch.ones(2)], torch.ones(2))
  expect_error<RuntimeError>(
      [&] {
        autograd::grad({z}, {floats({1, 2})}, {ones({2})});
      },
      "One of the differentiated Tensors does not require grad");
}

TEST(Autograd, HooksSeeAndReplaceGradients) {
  const Tensor x = floats({1, 2}).requires_grad_();
  std::vector<double> seen;
  x.register_hook([&](const Tensor& g) {
    seen = values(g);
    return g.mul(10);
  });
  const Tensor y = Exp::apply(x);
  y.register_hook([](const Tensor& g) { return g.mul(2); });
  y.retain_grad();
  EXPECT_TRUE(y.retains_grad());
  y.backward(ones({2}));
  // y's hook doubles the incoming ones; y keeps that gradient; x's hook sees 2 exp(x), keeps 10x.
  EXPECT_EQ(values(y.grad()), (std::vector<double>{2, 2}));
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_NEAR(seen[1], 2 * std::exp(2.0), 1e-4);
  EXPECT_NEAR(values(x.grad())[1], 20 * std::exp(2.0), 1e-3);
  // PyTorch 1.13: torch.ones(1).register_hook(f), torch.ones(1).retain_grad()
  expect_error<RuntimeError>([] { floats({1}).register_hook([](const Tensor& g) { return g; }); },
                             "cannot register a hook on a tensor that doesn't require gradient");
  expect_error<RuntimeError>([] { floats({1}).retain_grad(); },
                             "can't retain_grad on Tensor that has requires_grad=False");
}

TEST(Autograd, BackwardChecksTheFunctionsGradients) {
  const Tensor x = floats({1, 2, 3}).requires_grad_();
  // PyTorch 1.13 (a torch.autograd.Function returning one gradient for two inputs)
  expect_error<RuntimeError>(
      [&] { WrongCount::apply(x, x).backward(ones({3})); },
      "function WrongCountBackward returned an incorrect number of gradients (expected 2, got 1)");
  // PyTorch 1.13 (a gradient of shape [2] for an input of shape [3])
  expect_error<RuntimeError>([&] { WrongShape::apply(x).backward(ones({3})); },
                             "Function WrongShapeBackward returned an invalid gradient at index 0 - got [2] but "
                             "expected shape compatible with [3]");
}

TEST(Autograd, NamesStayInTheForwardAndLeaveTheGradients) {
  const Tensor x = floats({1, 2}).refine_names({Dimname("N")}).requires_grad_();
  const Tensor y = Exp::apply(x);
  EXPECT_EQ(y.names()[0].name(), "N");
  y.backward(ones({2}));
  EXPECT_FALSE(x.grad().has_names());
}

TEST(Autograd, ReductionsSpreadTheGradientOverTheFoldedElements) {
  // PyTorch 1.13: x = torch.tensor([[1., 3, 3], [2, 2, 0]], requires_grad=True)
  const Tensor x = tensor(NestedList({NestedList({1.0, 3.0, 3.0}), NestedList({2.0, 2.0, 0.0})}),
                          TensorOptions().dtype(ScalarType::Float))
                       .requires_grad_();
  // x.sum(0, keepdim=True).backward(torch.tensor([[1., 2, 3]]))
  const std::vector<int64_t> rows{0};
  x.sum(IntArrayRef(rows), /*keepdim=*/true).backward(floats({1, 2, 3}).unsqueeze(0));
  EXPECT_EQ(values(x.grad()), (std::vector<double>{1, 2, 3, 1, 2, 3}));
  x.mutable_grad() = Tensor();
  // x.mean(1).backward(torch.tensor([3., 6]))
  const std::vector<int64_t> cols{1};
  x.mean(IntArrayRef(cols)).backward(floats({3, 6}));
  EXPECT_EQ(values(x.grad()), (std::vector<double>{1, 1, 1, 2, 2, 2}));
  x.mutable_grad() = Tensor();
  // x.amax(1).sum().backward(): ties share the gradient evenly
  x.amax(IntArrayRef(cols)).sum().backward();
  EXPECT_EQ(values(x.grad()), (std::vector<double>{0, 0.5, 0.5, 0.5, 0.5, 0}));
  x.mutable_grad() = Tensor();
  // x.var(1).sum().backward(): 2 (x - mean) / (n - 1)
  x.var(IntArrayRef(cols)).sum().backward();
  const std::vector<double> g = values(x.grad());
  const std::vector<double> expected{-4.0 / 3, 2.0 / 3, 2.0 / 3, 2.0 / 3, 2.0 / 3, -4.0 / 3};
  for (size_t i = 0; i < g.size(); ++i) EXPECT_NEAR(g[i], expected[i], 1e-6) << i;
}

TEST(Autograd, ProdIsExactAtZeros) {
  // PyTorch 1.13: x = torch.tensor([[2., 0, 3], [0, 0, 4]], requires_grad=True); x.prod(1).sum().backward()
  const Tensor x = tensor(NestedList({NestedList({2.0, 0.0, 3.0}), NestedList({0.0, 0.0, 4.0})}),
                          TensorOptions().dtype(ScalarType::Float))
                       .requires_grad_();
  x.prod(1).sum().backward();
  EXPECT_EQ(values(x.grad()), (std::vector<double>{0, 6, 0, 0, 0, 0}));
  // y = torch.tensor([2., 0, 3], requires_grad=True); y.prod().backward()
  const Tensor y = floats({2, 0, 3}).requires_grad_();
  y.prod().backward();
  EXPECT_EQ(values(y.grad()), (std::vector<double>{0, 6, 0}));
}

TEST(Autograd, VarMeanDifferentiatesBothResults) {
  // PyTorch 1.13: x = torch.tensor([[1., 3, 3], [2, 2, 0]], requires_grad=True); v, m = torch.var_mean(x, 1)
  const Tensor x = tensor(NestedList({NestedList({1.0, 3.0, 3.0}), NestedList({2.0, 2.0, 0.0})}),
                          TensorOptions().dtype(ScalarType::Float))
                       .requires_grad_();
  const std::vector<int64_t> cols{1};
  const auto [v, m] = var_mean(x, IntArrayRef(cols));
  EXPECT_EQ(v.grad_fn(), m.grad_fn());
  // m.sum().backward(): the mean alone (var's gradient is zeros)
  m.sum().backward(Tensor(), /*retain_graph=*/true);
  const std::vector<double> g = values(x.grad());
  for (const double e : g) EXPECT_NEAR(e, 1.0 / 3, 1e-6);
  x.mutable_grad() = Tensor();
  // (v + m).sum().backward(): 2 (x - mean) / 2 + 1 / 3
  v.add(m).sum().backward();
  const std::vector<double> both = values(x.grad());
  const std::vector<double> expected{-4.0 / 3 + 1.0 / 3, 2.0 / 3 + 1.0 / 3, 2.0 / 3 + 1.0 / 3,
                                     2.0 / 3 + 1.0 / 3,  2.0 / 3 + 1.0 / 3, -4.0 / 3 + 1.0 / 3};
  for (size_t i = 0; i < both.size(); ++i) EXPECT_NEAR(both[i], expected[i], 1e-6) << i;
}

TEST(Autograd, ASumSavesNoTensorAndAVarSavesSelf) {
  // PyTorch 1.13: y = x.mul(1); s = y.sum(); v = y.var(); y.add_(1) without grad mode; s.backward()
  // is fine (sum saves nothing); v.backward() is an error (var saves y).
  const Tensor x = floats({1, 2}).requires_grad_();
  const Tensor y = x.mul(1);
  const Tensor s = y.sum();
  const Tensor v = y.var();
  {
    autograd::NoGradGuard no_grad;
    y.add_(1);
  }
  s.backward();
  EXPECT_EQ(values(x.grad()), (std::vector<double>{1, 1}));
  expect_error<RuntimeError>([&] { v.backward(); },
                             "one of the variables needed for gradient computation has been modified by an inplace "
                             "operation: [torch.FloatTensor [2]], which is output 0 of MulBackward0, is at version 1; "
                             "expected version 0 instead.");
}

TEST(Autograd, ConversionsAndCloneAsPyTorch) {
  // PyTorch 1.13: x = torch.tensor([1., 2], requires_grad=True) (float32)
  const Tensor x = floats({1, 2}).requires_grad_();
  // x.long(): an integral result, without history, no error.
  const Tensor l = x.to_long();
  EXPECT_FALSE(l.requires_grad());
  EXPECT_TRUE(l.is_leaf());
  // x.float() is x itself: still the leaf, its history untouched.
  const Tensor f = x.to_float();
  EXPECT_TRUE(f.is_same(x));
  EXPECT_TRUE(x.is_leaf());
  // (x.double() * 3).sum().backward(): the gradient comes back as float32.
  x.to_double().mul(3).sum().backward();
  EXPECT_EQ(x.grad().dtype(), ScalarType::Float);
  EXPECT_EQ(values(x.grad()), (std::vector<double>{3, 3}));
  // y = x.reshape(2, 1).expand(2, 2).t().contiguous(): a copy (CloneBackward0) with history.
  const Tensor w = floats({1, 2}).requires_grad_();
  const Tensor y = w.reshape({2, 1}).expand({2, 2}).t().contiguous();
  ASSERT_NE(y.grad_fn(), nullptr);
  EXPECT_EQ(y.grad_fn()->name(), "CloneBackward0");
  y.mul(y).sum().backward();
  EXPECT_EQ(values(w.grad()), (std::vector<double>{4, 8}));
}

TEST(Autograd, InPlaceOpsRecordOntoSelfsHistory) {
  // PyTorch 1.13: x = torch.tensor([1., 2], dtype=torch.float64, requires_grad=True)
  const Tensor x = floats({1, 2}).to_double().requires_grad_();
  // y = x * 2; y.mul_(x); y.exp_(); y.sum().backward(): y = exp(2 x^2), x.grad = 4 x exp(2 x^2).
  const Tensor y = x.mul(2);
  y.mul_(x);
  EXPECT_EQ(y.grad_fn()->name(), "MulBackward0");
  y.exp_();
  EXPECT_EQ(y.grad_fn()->name(), "ExpBackward0");
  y.sum().backward();
  const std::vector<double> g = values(x.grad());
  EXPECT_NEAR(g[0], 29.5562243957226, 1e-12);
  EXPECT_NEAR(g[1], 23847.663896333826, 1e-9);
  // z = torch.zeros(2, dtype=torch.float64); z.add_(x): z takes the history (AddBackward0).
  const Tensor z = zeros({2}, kDouble);
  z.add_(x);
  EXPECT_TRUE(z.requires_grad());
  EXPECT_FALSE(z.is_leaf());
  EXPECT_EQ(z.grad_fn()->name(), "AddBackward0");
  // relu_ and cumsum_ record their nodes too.
  const Tensor r = x.mul(1);
  r.relu_();
  EXPECT_EQ(r.grad_fn()->name(), "ReluBackward0");
  const Tensor c = x.mul(1);
  c.cumsum_(0);
  EXPECT_EQ(c.grad_fn()->name(), "CumsumBackward0");
  // y2 = x * 1; y2.mul_(y2); y2.sum().backward(): the saved other was written by the call.
  const Tensor y2 = x.mul(1);
  y2.mul_(y2);
  expect_error<RuntimeError>([&] { y2.sum().backward(); },
                             "one of the variables needed for gradient computation has been modified by an inplace "
                             "operation: [torch.DoubleTensor [2]], which is output 0 of MulBackward0, is at version 1; "
                             "expected version 0 instead.");
  // e = x * 1; e.exp_(); e.cumsum_(0): exp_'s saved result was written since.
  const Tensor e = x.mul(1);
  e.exp_();
  e.cumsum_(0);
  expect_error<RuntimeError>([&] { e.sum().backward(); },
                             "one of the variables needed for gradient computation has been modified by an inplace "
                             "operation: [torch.DoubleTensor [2]], which is output 0 of ExpBackward0, is at version 2; "
                             "expected version 1 instead.");
  // A view in the graph, and a tensor with such a view, refuse in-place ops with history (their
  // histories would need rebasing: PyTorch's CopySlices).
  const Tensor b = x.mul(1);
  const Tensor v = b.select(0, 0);
  expect_error<NotImplementedError>([&] { v.mul_(2); },
                                    "mul_(): an in-place operation with autograd history on a view, or on a tensor a "
                                    "view with history was taken of, is not supported yet (PyTorch rebases the "
                                    "view's history, CopySlices); compute out of place");
  expect_error<NotImplementedError>([&] { b.add_(1); },
                                    "add_(): an in-place operation with autograd history on a view, or on a tensor a "
                                    "view with history was taken of, is not supported yet (PyTorch rebases the "
                                    "view's history, CopySlices); compute out of place");
}

TEST(Autograd, DetachLeavesTheGraph) {
  // PyTorch 1.13: x = torch.tensor([1., 2], names=('N',), requires_grad=True); y = x.exp()
  const Tensor x = floats({1, 2}).refine_names({Dimname("N")}).requires_grad_();
  const Tensor y = x.exp();
  // d = y.detach(): y's elements (the same storage) and names, no history, no requires_grad.
  const Tensor d = y.detach();
  EXPECT_FALSE(d.requires_grad());
  EXPECT_TRUE(d.is_leaf());
  EXPECT_EQ(d.data_ptr(), y.data_ptr());
  EXPECT_EQ(d.names()[0].name(), "N");
  EXPECT_TRUE(detach(y).is_leaf());
  // d.exp() runs without a graph; y keeps its own.
  EXPECT_FALSE(d.exp().requires_grad());
  EXPECT_FALSE(y.is_leaf());
  // y.detach_(): y itself becomes a leaf that does not require grad.
  y.detach_();
  EXPECT_TRUE(y.is_leaf());
  EXPECT_FALSE(y.requires_grad());
  EXPECT_EQ(y.names()[0].name(), "N");
  // isclose's bool result has no gradient: it runs on tensors that require grad.
  const Tensor v = floats({1, 2}).requires_grad_();
  EXPECT_FALSE(isclose(v, v).requires_grad());
}

TEST(Autograd, OpsWithoutADerivativeRefuseTensorsThatRequireGrad) {
  const Tensor x = floats({1, 2}).requires_grad_();
  // PyTorch's text for an op without a derivative: every ops.yaml entry of a differentiable result
  // declares one today, so the stub's check of an entry without them (an op just added) is called
  // here as its stub calls it.
  expect_error<RuntimeError>(
      [&] { autograd::check_without_derivative("hypot", autograd::CallForm::function, true, nullptr, x, x); },
      "the derivative for 'hypot' is not implemented.");
  // PyTorch 1.13: x.add_(1), x.zero_() for a leaf x that requires grad
  expect_error<RuntimeError>([&] { x.add_(1); },
                             "a leaf Variable that requires grad is being used in an in-place operation.");
  expect_error<RuntimeError>([&] { x.zero_(); },
                             "a leaf Variable that requires grad is being used in an in-place operation.");
  // PyTorch 1.13: torch.sin(x, out=torch.empty(2)), torch.floor(x, out=torch.empty(2))
  Tensor out = empty({2});
  expect_error<RuntimeError>([&] { sin_out(out, x); },
                             "sin(): functions with out=... arguments don't support automatic differentiation, but one "
                             "of the arguments requires grad.");
  expect_error<RuntimeError>(
      [&] { floor_out(out, x); },
      "floor(): functions with out=... arguments don't support automatic differentiation, but one "
      "of the arguments requires grad.");
  // Results that are never differentiable are computed.
  EXPECT_EQ(values(x.eq(x)), (std::vector<double>{1, 1}));
  EXPECT_EQ(values(x.argmax()), (std::vector<double>{1}));
  EXPECT_TRUE(x.allclose(x));
  EXPECT_TRUE(x.equal(x));
  EXPECT_FALSE(zeros_like(x).requires_grad());
  // A tensor whose flag was cleared is an ordinary tensor again.
  const Tensor cleared = floats({1}).requires_grad_().requires_grad_(false);
  EXPECT_EQ(values(cleared.floor()).size(), 1u);
}

TEST(Autograd, DeclaredDerivativesRecordTheirNodes) {
  const Tensor x = floats({0.5, -1, 2}).requires_grad_();
  const Tensor y = x.sin();
  ASSERT_NE(y.grad_fn(), nullptr);
  EXPECT_EQ(y.grad_fn()->name(), "SinBackward0");
  y.backward(ones({3}));
  const double xs[] = {0.5, -1, 2};
  const std::vector<double> g = values(x.grad());
  for (size_t i = 0; i < 3; ++i) EXPECT_NEAR(g[i], std::cos(xs[i]), 1e-6);
  // The results of out= and in-place forms are not recorded: they raise (above), and under
  // no_grad nothing is.
  autograd::NoGradGuard no_grad;
  EXPECT_FALSE(x.sin().requires_grad());
}

TEST(Autograd, DerivativesComposeAndUndoBroadcasting) {
  // z = x * x + sin(x) - 3 b with x of shape [2, 3] and b of shape [3]: dz/dx = 2x + cos x,
  // dz/db = -3 summed over the rows.
  const Tensor x = floats({0, 1, 2, -1, 0.5, 0.25}).reshape({2, 3}).requires_grad_();
  const Tensor b = floats({4, 5, 6}).requires_grad_();
  const Tensor z = x.mul(x).add(x.sin()).sub(b, 3);
  z.backward(ones({2, 3}));
  const double xs[] = {0, 1, 2, -1, 0.5, 0.25};
  const std::vector<double> gx = values(x.grad());
  for (size_t i = 0; i < 6; ++i) EXPECT_NEAR(gx[i], 2 * xs[i] + std::cos(xs[i]), 1e-5);
  EXPECT_EQ(values(b.grad()), (std::vector<double>{-6, -6, -6}));
  EXPECT_EQ(b.grad().sizes(), b.sizes());
  // A number operand has no gradient; the tensor's is scaled by it.
  const Tensor w = floats({1, 2}).requires_grad_();
  w.mul(2.5).backward(ones({2}));
  EXPECT_EQ(values(w.grad()), (std::vector<double>{2.5, 2.5}));
}

TEST(Autograd, TheReadmesTrainingStep) {
  // loss = mean((w x - y)^2): d loss / d w = 2 (w x - y) x / 2; one step of 0.1 from w = 1.
  const Tensor w = floats({1, 1}).requires_grad_();
  const Tensor x = floats({2, 3});
  const Tensor y = floats({1, 5});
  Tensor loss = w.mul(x).sub(y).square().mean();
  loss.backward();
  EXPECT_EQ(values(w.grad()), (std::vector<double>{2, -6}));
  {
    autograd::NoGradGuard no_grad;
    w.sub_(w.grad().mul(0.1));
    w.mutable_grad() = Tensor();
  }
  const std::vector<double> updated = values(w);
  EXPECT_NEAR(updated[0], 0.8, 1e-6);
  EXPECT_NEAR(updated[1], 1.6, 1e-6);
  EXPECT_FALSE(w.grad().defined());
  EXPECT_TRUE(w.is_leaf());
}

TEST(Autograd, ADerivedGraphIsFreedByBackward) {
  const Tensor x = floats({1}).requires_grad_();
  const Tensor y = x.exp();
  y.backward();
  expect_error<RuntimeError>([&] { y.backward(); },
                             "Trying to backward through the graph a second time (or directly access saved tensors "
                             "after they have already been freed). Saved intermediate values of the graph are freed "
                             "when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to "
                             "backward through the graph a second time or if you need to access saved tensors after "
                             "calling backward.");
}

TEST(Autograd, ATensorWrittenSinceItWasSavedIsAnError) {
  // PyTorch 1.13: y = x.sin(); with torch.no_grad(): x.mul_(2); y.backward(torch.ones(2))
  const Tensor x = floats({1, 2}).requires_grad_();
  const Tensor y = x.sin();
  {
    autograd::NoGradGuard no_grad;
    x.mul_(2);
  }
  expect_error<RuntimeError>([&] { y.backward(ones({2})); },
                             "one of the variables needed for gradient computation has been modified by an inplace "
                             "operation: [torch.FloatTensor [2]] is at version 1; expected version 0 instead.");
  // A saved result: exp's (PyTorch names the node it is an output of).
  const Tensor v = floats({1, 2}).requires_grad_();
  const Tensor e = v.exp();
  {
    autograd::NoGradGuard no_grad;
    e.add_(1);
  }
  expect_error<RuntimeError>([&] { e.backward(ones({2})); },
                             "one of the variables needed for gradient computation has been modified by an inplace "
                             "operation: [torch.FloatTensor [2]], which is output 0 of ExpBackward0, is at version 1; "
                             "expected version 0 instead.");
  // A Function's saved tensors; and out= writes count as well.
  const Tensor w = floats({1, 2}).requires_grad_();
  const Tensor r = Exp::apply(w);
  {
    autograd::NoGradGuard no_grad;
    Tensor into = r;  // the same tensor
    exp_out(into, w);
  }
  expect_error<RuntimeError>([&] { r.backward(ones({2})); },
                             "one of the variables needed for gradient computation has been modified by an inplace "
                             "operation: [torch.FloatTensor [2]], which is output 0 of ExpBackward, is at version 1; "
                             "expected version 0 instead.");
}

TEST(Autograd, DerivedOpsKeepNamesAndDropThemFromGradients) {
  const Tensor x = floats({1, 2}).refine_names({Dimname("N")}).requires_grad_();
  const Tensor y = x.exp();
  EXPECT_EQ(y.names()[0].name(), "N");
  y.backward(ones({2}));
  EXPECT_FALSE(x.grad().has_names());
}

// Complex gradients in PyTorch's convention (dL/d Re(z) + i dL/d Im(z)), and a real input of a
// complex computation gets the real part of its gradient: PyTorch 1.13 gives z.grad
// [0.2236+0.4472j, 1.8974-0.6325j] and r.grad [2.2361, 3.1623] for sum(|z r|).
TEST(Autograd, ComplexGradientsAndTheRealPartForARealInput) {
  const Tensor z = test::from_complexes({{1, 2}, {3, -1}}, {2}, ScalarType::ComplexDouble).requires_grad_();
  const Tensor r = floats({0.5, 2}).to(ScalarType::Double).requires_grad_();
  z.mul(r).abs().sum().backward();
  ASSERT_EQ(z.grad().dtype(), ScalarType::ComplexDouble);
  ASSERT_EQ(r.grad().dtype(), ScalarType::Double);
  const std::vector<std::complex<double>> gz = test::complexes(z.grad());
  const std::vector<double> gr = test::doubles(r.grad());
  EXPECT_NEAR(gz[0].real(), 0.5 / std::sqrt(5.0), 1e-15);
  EXPECT_NEAR(gz[0].imag(), 1.0 / std::sqrt(5.0), 1e-15);
  EXPECT_NEAR(gz[1].real(), 6.0 / std::sqrt(10.0), 1e-15);
  EXPECT_NEAR(gz[1].imag(), -2.0 / std::sqrt(10.0), 1e-15);
  EXPECT_NEAR(gr[0], std::sqrt(5.0), 1e-15);
  EXPECT_NEAR(gr[1], std::sqrt(10.0), 1e-15);
}

// sort and norm over a dim name only raise (PyTorch 1.13's texts), also for an input that requires
// grad: their entries say not_differentiable, so no derivative error comes first.
TEST(Autograd, OverloadsThatOnlyRaiseRaiseTheirOwnErrors) {
  const Tensor x = floats({1, 2, 3, 4}).reshape({2, 2}).refine_names({Dimname("N"), Dimname("C")}).requires_grad_();
  expect_error<RuntimeError>([&] { (void)x.sort(Dimname("C")); },
                             "sort: You passed a dimname (string) to this op in place of a dimension index but it "
                             "does not yet support this behavior. Please pass a dimension index to work around this.");
  expect_error<RuntimeError>([&] { (void)x.rename(std::nullopt).norm(2, {Dimname("C")}); },
                             "Name 'C' not found in Tensor[None, None].");
}

// floor_divide's derivatives are not_implemented: its forms record PyTorch's NotImplemented node,
// whose backward raises PyTorch 1.13's texts (floor_divide_ in place, a number first included).
TEST(Autograd, NotImplementedDerivativesRaiseAtBackward) {
  const Tensor x = floats({3.5, -2}).requires_grad_();
  const Tensor quotient = x.floor_divide(2.0);
  EXPECT_TRUE(quotient.requires_grad());
  expect_error<RuntimeError>([&] { quotient.sum().backward(); },
                             "derivative for aten::floor_divide is not implemented");
  expect_error<RuntimeError>([&] { floor_divide(2.0, x).sum().backward(); },
                             "derivative for aten::floor_divide is not implemented");
  const Tensor y = x.mul(1);
  y.floor_divide_(2.0);
  expect_error<RuntimeError>([&] { y.sum().backward(); }, "derivative for aten::floor_divide_ is not implemented");
}

// Complex alpha and beta enter the gradients conjugated (the generated tests use the defaults 1):
// PyTorch 1.13's gradients of sum(|add(x, y, alpha=2+1j)|) and of sum(|addmm(s, a, b, beta=0.5-2j,
// alpha=1+1j)|).
TEST(Autograd, ComplexAlphaAndBetaAreConjugated) {
  using C = std::complex<double>;
  const auto expect_grad = [](const Tensor& t, const std::vector<C>& want) {
    const std::vector<C> got = test::complexes(t.grad());
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < want.size(); ++i) {
      EXPECT_NEAR(got[i].real(), want[i].real(), 1e-13) << i;
      EXPECT_NEAR(got[i].imag(), want[i].imag(), 1e-13) << i;
    }
  };
  const Tensor x = test::from_complexes({{1, 2}, {3, -1}}, {2}, ScalarType::ComplexDouble).requires_grad_();
  const Tensor y = test::from_complexes({{0.5, -1}, {2, 0.25}}, {2}, ScalarType::ComplexDouble).requires_grad_();
  x.add(y, C(2, 1)).abs().sum().backward();
  expect_grad(x, {{0.98639392383214386, 0.16439898730535732}, {0.97618706018395274, 0.21693045781865616}});
  expect_grad(y, {{2.13718683496964523, -0.65759594922142917}, {2.16930457818656164, -0.54232614454664041}});
  const Tensor a = test::from_complexes({{1, 1}, {2, 0}, {0, 0}, {1, -1}}, {2, 2}, ScalarType::ComplexDouble);
  const Tensor b = test::from_complexes({{1, 0}, {0, 1}, {2, 0}, {-1, 0}}, {2, 2}, ScalarType::ComplexDouble);
  const Tensor s = test::from_complexes({{0, 1}, {1, 0}, {1, 0}, {0, 0}}, {2, 2}, ScalarType::ComplexDouble);
  for (const Tensor& t : {a, b, s}) t.requires_grad_();
  s.addmm(a, b, C(0.5, -2), C(1, 1)).abs().sum().backward();
  expect_grad(s, {{-1.13046683788844282, 1.72396192777987567},
                  {1.17590108547949668, -1.69329756309047497},
                  {1.26918270641702402, 1.62455386421379067},
                  {-0.5, -2.0}});
  expect_grad(a, {{1.31901146052219387, 1.46760464446981809},
                  {4.23724839729650338, 0.20711877062720419},
                  {1.50767308256680943, -0.31995001467370499},
                  {2.01534616513361886, -3.63990002934740975}});
  expect_grad(b, {{1.46960688925497562, -1.35656020546613165},
                  {-1.50515338941375565, 1.31700921573703611},
                  {4.65379019196162247, -0.69923024831805103},
                  {-4.82216260515079131, -0.18814417367671954}});
}

TEST(Autograd, NoGradComputesWithoutHistory) {
  const Tensor x = floats({1, 2}).requires_grad_();
  {
    autograd::NoGradGuard no_grad;
    EXPECT_FALSE(autograd::GradMode::is_enabled());
    const Tensor y = x.floor();
    EXPECT_FALSE(y.requires_grad());
    EXPECT_FALSE(x.sin().requires_grad());
    EXPECT_FALSE(Exp::apply(x).requires_grad());
    // The update of a training step: in place on the leaf, without history.
    x.sub_(ones({2}).mul(0.5));
  }
  EXPECT_TRUE(autograd::GradMode::is_enabled());
  EXPECT_EQ(values(x), (std::vector<double>{0.5, 1.5}));
  EXPECT_TRUE(x.requires_grad());
}

TEST(Autograd, AFunctionReturningItsInputGivesANewResult) {
  struct Identity : autograd::Function<Identity> {
    static std::string name() { return "IdentityBackward"; }
    static Tensor forward(autograd::Context&, const Tensor& a) { return a; }
    static std::vector<Tensor> backward(autograd::Context&, std::vector<Tensor> grads) { return {grads[0]}; }
  };
  const Tensor x = floats({4}).requires_grad_();
  const Tensor y = Identity::apply(x);
  EXPECT_FALSE(y.is_same(x));
  EXPECT_TRUE(x.is_leaf());
  EXPECT_FALSE(y.is_leaf());
  y.backward();
  EXPECT_EQ(values(x.grad()), (std::vector<double>{1}));
}

// exp with a backward that forgets the chain rule's factor exp(x).
struct ExpWithoutFactor : autograd::Function<ExpWithoutFactor> {
  static std::string name() { return "ExpWithoutFactorBackward"; }
  static Tensor forward(autograd::Context&, const Tensor& x) { return x.exp(); }
  static std::vector<Tensor> backward(autograd::Context&, std::vector<Tensor> grads) { return {grads[0]}; }
};

TEST(Autograd, TheGeneratedGradientCheckCatchesAWrongDerivative) {
  // The check of the generated gradient tests (tests/conformance/gradcheck.h) passes the right
  // derivative and fails the wrong one (one element: one failure).
  conformance::expect_gradients_match([](const std::vector<Tensor>& x) { return Exp::apply(x[0]); }, {{2, 3}});
  EXPECT_NONFATAL_FAILURE(conformance::expect_gradients_match(
                              [](const std::vector<Tensor>& x) { return ExpWithoutFactor::apply(x[0]); }, {{1}}),
                          "analytical");
}

TEST(Autograd, UnmarkingAResultIsRefused) {
  const Tensor x = floats({1}).requires_grad_();
  const Tensor y = Exp::apply(x);
  // PyTorch 1.13: y.requires_grad_(False) for a non-leaf y
  expect_error<RuntimeError>([&] { y.requires_grad_(false); },
                             "you can only change requires_grad flags of leaf variables. If you want to use a computed "
                             "variable in a subgraph that doesn't require differentiation use var_no_grad = "
                             "var.detach().");
}

}  // namespace
}  // namespace opforge
