// PyTorch's gradcheck for the generated gradient tests (gradcheck.h).
#include "conformance/gradcheck.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include "opforge/autograd.h"
#include "opforge/factories.h"
#include "opforge/ops/cat.h"

namespace conformance {

using opforge::Tensor;
using opforge::TensorOptions;

namespace {

constexpr double kEps = 1e-6;
// A result of less precision than float64 (a conversion's: float(), half()) is checked at inputs
// on a grid of 2^-8 with steps of 2^-4, which every floating dtype holds exactly, so that its
// rounding does not enter the differences.
constexpr double kGrid = 1.0 / 256;
constexpr double kCoarseEps = 1.0 / 16;
constexpr double kAtol = 1e-5;
constexpr double kRtol = 1e-3;

const TensorOptions kDouble = TensorOptions().dtype(opforge::ScalarType::Double);

std::vector<double> values(const Tensor& t) {
  const Tensor c = t.to(opforge::ScalarType::Double).contiguous();
  std::vector<double> v(static_cast<size_t>(c.numel()));
  std::memcpy(v.data(), c.data_ptr<double>(), v.size() * sizeof(double));
  return v;
}

std::vector<std::complex<double>> complex_values(const Tensor& t) {
  const Tensor c = t.to(opforge::ScalarType::ComplexDouble).contiguous();
  const auto* p = c.data_ptr<std::complex<double>>();
  return std::vector<std::complex<double>>(p, p + c.numel());
}

std::string shape_text(const Tensor& t) {
  std::string s = "[";
  for (size_t i = 0; i < t.sizes().size(); ++i) s += (i ? ", " : "") + std::to_string(t.sizes()[i]);
  return s + "]";
}

}  // namespace

Tensor alternating_condition(std::vector<int64_t> sizes) {
  const Tensor c = opforge::empty(opforge::IntArrayRef(sizes), TensorOptions().dtype(opforge::ScalarType::Bool));
  bool* p = c.data_ptr<bool>();
  for (int64_t i = 0; i < c.numel(); ++i) p[i] = i % 2 == 0;
  return c;
}

Tensor flat_cat(const std::vector<Tensor>& pieces) {
  std::vector<Tensor> flat;
  for (const Tensor& p : pieces) flat.push_back(p.rename(std::nullopt).reshape({-1}));
  return opforge::cat(flat, 0);
}

Tensor index_tensor(const std::vector<int64_t>& values) {
  const auto n = static_cast<int64_t>(values.size());
  const Tensor t = opforge::empty({n}, TensorOptions().dtype(opforge::ScalarType::Int64));
  std::copy(values.begin(), values.end(), t.data_ptr<int64_t>());
  return t;
}

void expect_gradients_match(const std::function<Tensor(const std::vector<Tensor>&)>& f,
                            const std::vector<std::vector<int64_t>>& shapes,
                            const std::vector<std::vector<opforge::Dimname>>& names,
                            const std::vector<std::pair<double, double>>& ranges) {
  std::mt19937_64 rng(20261207);
  std::vector<Tensor> inputs;
  for (const std::vector<int64_t>& shape : shapes) {
    const auto [low, high] = inputs.size() < ranges.size() ? ranges[inputs.size()] : std::pair(0.2, 0.8);
    std::uniform_real_distribution<double> uniform(low, high);
    Tensor x = opforge::empty(opforge::IntArrayRef(shape), kDouble);
    double* p = x.data_ptr<double>();
    for (int64_t i = 0; i < x.numel(); ++i) p[i] = uniform(rng);
    if (inputs.size() < names.size()) x = x.refine_names(names[inputs.size()]);
    inputs.push_back(x.requires_grad_());
  }
  bool coarse = false;
  {
    const opforge::autograd::NoGradGuard no_grad;
    coarse = f(inputs).dtype() != opforge::ScalarType::Double;
    for (const Tensor& x : inputs) {
      double* p = x.data_ptr<double>();
      for (int64_t i = 0; coarse && i < x.numel(); ++i) p[i] = std::round(p[i] / kGrid) * kGrid;
    }
  }
  const double eps = coarse ? kCoarseEps : kEps;
  const Tensor y = f(inputs);
  ASSERT_TRUE(y.requires_grad()) << "the op's result records no graph node";
  ASSERT_TRUE(y.is_floating_point());
  const int64_t outputs = y.numel();
  // analytical[j][i]: the gradients of output element j with respect to input i.
  std::vector<std::vector<std::vector<double>>> analytical;
  for (int64_t j = 0; j < outputs; ++j) {
    const Tensor seed = opforge::zeros(y.sizes(), kDouble);
    seed.data_ptr<double>()[j] = 1;
    const std::vector<Tensor> grads = opforge::autograd::grad({y}, inputs, {seed.to(y.dtype())},
                                                              /*retain_graph=*/true, /*allow_unused=*/true);
    std::vector<std::vector<double>> row;
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (!grads[i].defined()) {
        row.emplace_back(static_cast<size_t>(inputs[i].numel()), 0.0);
        continue;
      }
      ASSERT_EQ(grads[i].sizes(), inputs[i].sizes())
          << "input " << i << ": a gradient of shape " << shape_text(grads[i]) << " for an input of shape "
          << shape_text(inputs[i]);
      ASSERT_FALSE(grads[i].requires_grad());
      row.push_back(values(grads[i]));
    }
    analytical.push_back(std::move(row));
  }
  opforge::autograd::NoGradGuard no_grad;
  for (size_t i = 0; i < inputs.size(); ++i) {
    double* p = inputs[i].data_ptr<double>();
    for (int64_t k = 0; k < inputs[i].numel(); ++k) {
      const double x = p[k];
      p[k] = x + eps;
      const std::vector<double> plus = values(f(inputs));
      p[k] = x - eps;
      const std::vector<double> minus = values(f(inputs));
      p[k] = x;
      for (int64_t j = 0; j < outputs; ++j) {
        const double numerical = (plus[static_cast<size_t>(j)] - minus[static_cast<size_t>(j)]) / (2 * eps);
        const double a = analytical[static_cast<size_t>(j)][i][static_cast<size_t>(k)];
        EXPECT_LE(std::abs(a - numerical), kAtol + kRtol * std::abs(numerical))
            << "d output[" << j << "] / d input " << i << "[" << k << "] at " << x << ": analytical " << a
            << ", numerical " << numerical;
      }
    }
  }
}

void expect_complex_gradients_match(const std::function<Tensor(const std::vector<Tensor>&)>& f,
                                    const std::vector<std::vector<int64_t>>& shapes,
                                    const std::vector<std::vector<opforge::Dimname>>& names,
                                    const std::vector<std::pair<double, double>>& ranges) {
  using Complex = std::complex<double>;
  const TensorOptions complex_double = TensorOptions().dtype(opforge::ScalarType::ComplexDouble);
  std::mt19937_64 rng(20261207);
  std::vector<Tensor> inputs;
  for (const std::vector<int64_t>& shape : shapes) {
    const auto [low, high] = inputs.size() < ranges.size() ? ranges[inputs.size()] : std::pair(0.2, 0.8);
    std::uniform_real_distribution<double> real_part(low, high), imag_part(0.2, 0.8);
    Tensor x = opforge::empty(opforge::IntArrayRef(shape), complex_double);
    auto* p = x.data_ptr<Complex>();
    for (int64_t i = 0; i < x.numel(); ++i) {
      const double re = real_part(rng);
      p[i] = Complex(re, imag_part(rng));
    }
    if (inputs.size() < names.size()) x = x.refine_names(names[inputs.size()]);
    inputs.push_back(x.requires_grad_());
  }
  bool coarse = false;
  {
    const opforge::autograd::NoGradGuard no_grad;
    const opforge::ScalarType t = f(inputs).dtype();
    coarse = t != opforge::ScalarType::ComplexDouble && t != opforge::ScalarType::Double;
    for (const Tensor& x : inputs) {
      auto* p = x.data_ptr<Complex>();
      for (int64_t i = 0; coarse && i < x.numel(); ++i)
        p[i] = Complex(std::round(p[i].real() / kGrid) * kGrid, std::round(p[i].imag() / kGrid) * kGrid);
    }
  }
  const double eps = coarse ? kCoarseEps : kEps;
  const Tensor y = f(inputs);
  ASSERT_TRUE(y.requires_grad()) << "the op's result records no graph node";
  ASSERT_TRUE(y.is_floating_point() || y.is_complex());
  const bool complex_result = y.is_complex();
  const int64_t outputs = y.numel();
  // analytical[s][j][i]: the gradient of input i (its elements) that backward gives for the
  // gradient 1 (s = 0) or, for a complex result, i (s = 1) at output element j and 0 elsewhere:
  // PyTorch's convention, d Re(y_j) / d Re(x) + i d Re(y_j) / d Im(x), and the same of Im(y_j).
  std::vector<std::vector<std::vector<std::vector<Complex>>>> analytical(complex_result ? 2 : 1);
  for (size_t s = 0; s < analytical.size(); ++s) {
    for (int64_t j = 0; j < outputs; ++j) {
      const Tensor seed = opforge::zeros(y.sizes(), complex_result ? complex_double : kDouble);
      if (complex_result)
        seed.data_ptr<Complex>()[j] = s == 0 ? Complex(1, 0) : Complex(0, 1);
      else
        seed.data_ptr<double>()[j] = 1;
      const std::vector<Tensor> grads = opforge::autograd::grad({y}, inputs, {seed.to(y.dtype())},
                                                                /*retain_graph=*/true, /*allow_unused=*/true);
      std::vector<std::vector<Complex>> row;
      for (size_t i = 0; i < inputs.size(); ++i) {
        if (!grads[i].defined()) {
          row.emplace_back(static_cast<size_t>(inputs[i].numel()), Complex(0, 0));
          continue;
        }
        ASSERT_EQ(grads[i].sizes(), inputs[i].sizes())
            << "input " << i << ": a gradient of shape " << shape_text(grads[i]) << " for an input of shape "
            << shape_text(inputs[i]);
        ASSERT_TRUE(grads[i].is_complex()) << "input " << i << ": a real gradient for a complex input";
        row.push_back(complex_values(grads[i]));
      }
      analytical[s].push_back(std::move(row));
    }
  }
  opforge::autograd::NoGradGuard no_grad;
  for (size_t i = 0; i < inputs.size(); ++i) {
    auto* p = inputs[i].data_ptr<Complex>();
    for (int64_t k = 0; k < inputs[i].numel(); ++k) {
      const Complex x = p[k];
      // dy / d Re(x_k) and dy / d Im(x_k), each a central difference.
      std::vector<Complex> by_part[2];
      for (int part = 0; part < 2; ++part) {
        const Complex step = part == 0 ? Complex(eps, 0) : Complex(0, eps);
        p[k] = x + step;
        const std::vector<Complex> plus = complex_values(f(inputs));
        p[k] = x - step;
        const std::vector<Complex> minus = complex_values(f(inputs));
        p[k] = x;
        for (int64_t j = 0; j < outputs; ++j)
          by_part[part].push_back((plus[static_cast<size_t>(j)] - minus[static_cast<size_t>(j)]) / (2 * eps));
      }
      for (size_t s = 0; s < analytical.size(); ++s) {
        for (int64_t j = 0; j < outputs; ++j) {
          const auto at = static_cast<size_t>(j);
          const Complex numerical = s == 0 ? Complex(by_part[0][at].real(), by_part[1][at].real())
                                           : Complex(by_part[0][at].imag(), by_part[1][at].imag());
          const Complex a = analytical[s][at][i][static_cast<size_t>(k)];
          EXPECT_LE(std::abs(a - numerical), kAtol + kRtol * std::abs(numerical))
              << "d " << (s == 0 ? "Re" : "Im") << " output[" << j << "] / d input " << i << "[" << k << "] at "
              << x.real() << "+" << x.imag() << "j: analytical " << a.real() << "+" << a.imag() << "j, numerical "
              << numerical.real() << "+" << numerical.imag() << "j";
        }
      }
    }
  }
}

void expect_derivative_not_implemented(const std::function<Tensor(const std::vector<Tensor>&)>& f,
                                       const std::vector<std::vector<int64_t>>& shapes, const char* message) {
  std::vector<Tensor> inputs;
  for (const std::vector<int64_t>& shape : shapes)
    inputs.push_back(opforge::full(opforge::IntArrayRef(shape), 0.75, kDouble).requires_grad_());
  const Tensor y = f(inputs);
  ASSERT_TRUE(y.requires_grad()) << "the op's result records no graph node";
  try {
    (void)opforge::autograd::grad({y}, inputs, {opforge::ones_like(y)});
    ADD_FAILURE() << "backward through the NotImplemented node did not raise";
  } catch (const opforge::RuntimeError& e) {
    EXPECT_STREQ(e.what(), message);
  }
}

}  // namespace conformance
