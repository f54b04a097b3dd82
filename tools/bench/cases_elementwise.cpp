// One row per elementwise operator beyond the bandwidth rows of cases_pointwise.cpp: its out= form on
// 1e6 contiguous elements (float32; int32 for the bitwise operators), the result tensor allocated
// once outside timing; an operator without an out= form (isnan, isfinite) is timed allocating. A
// function defined on less than the default range (acos, log2) is timed on its own domain.
#include <opforge/opforge.h>

#include "bench_support.h"
#include "libtorch_setup.h"

namespace bench {
namespace {

constexpr int64_t kN = 1'000'000;

// Values in [lo, hi): by default [-50, 50), both signs, so sign, relu, the roundings and the
// comparisons take each branch; a function defined on less (acos) gets its own domain.
struct Range {
  double lo = -50, hi = 50;
};

opforge::Tensor input(opforge::ScalarType dtype, opforge::Device dev, int64_t seed_shift, Range r) {
  return opforge::rand({kN}, dev).mul(r.hi - r.lo).add(r.lo - static_cast<double>(seed_shift)).to(dtype);
}

constexpr double kElementBytes = 4;  // float32 and int32

// `fn(a, b, out)` calls the operator: with out set, its out= form into it; with out null, the
// function form (the allocating rows). arity 1 ignores b.
template <class OpforgeFn, class TorchFn>
void add_row(std::vector<Case>& cases, const std::string& name, int arity, bool has_out, opforge::ScalarType dtype,
             OpforgeFn fn, [[maybe_unused]] TorchFn torch_fn, Range range = {}) {
  const double bytes = (arity + 1) * kElementBytes * kN;
  Case c{"elementwise",
         name + (has_out ? "_out " : " (allocating) ") + (dtype == opforge::ScalarType::Float ? "f32" : "i32") + " 1e6",
         bytes,
         0,
         [=](opforge::Device dev) {
           auto a = input(dtype, dev, 0, range), b = input(dtype, dev, 1, range);
           if (!has_out) return Call([=] { benchmark::DoNotOptimize(fn(a, b, nullptr)); });
           auto out = fn(a, b, nullptr);
           return Call([=]() mutable { fn(a, b, &out); });
         },
         nullptr};
#ifdef OPFORGE_BENCH_LIBTORCH
  const at::ScalarType torch_dtype = dtype == opforge::ScalarType::Float ? at::kFloat : at::kInt;
  c.libtorch = [=] {
    auto a = (at::rand({kN}) * (range.hi - range.lo) + range.lo).to(torch_dtype),
         b = (at::rand({kN}) * (range.hi - range.lo) + (range.lo - 1)).to(torch_dtype);
    if (!has_out) return Call([=] { benchmark::DoNotOptimize(torch_fn(a, b, nullptr)); });
    auto out = torch_fn(a, b, nullptr);
    return Call([=]() mutable { torch_fn(a, b, &out); });
  };
#endif
  cases.push_back(std::move(c));
}

// The two libraries' calls of one operator, as add_row takes them.
#define OPFORGE_BENCH_UNARY(op, dtype)                                             \
  add_row(                                                                         \
      cases, #op, 1, true, dtype,                                                  \
      [](const opforge::Tensor& a, const opforge::Tensor&, opforge::Tensor* out) { \
        return out ? opforge::op##_out(*out, a) : opforge::op(a);                  \
      },                                                                           \
      LIBTORCH([](const at::Tensor& a, const at::Tensor&, at::Tensor* out) {       \
        return out ? at::op##_out(*out, a) : at::op(a);                            \
      }))
// A unary floating function on its own domain [lo, hi).
#define OPFORGE_BENCH_UNARY_ON(op, lo, hi)                                         \
  add_row(                                                                         \
      cases, #op, 1, true, opforge::ScalarType::Float,                             \
      [](const opforge::Tensor& a, const opforge::Tensor&, opforge::Tensor* out) { \
        return out ? opforge::op##_out(*out, a) : opforge::op(a);                  \
      },                                                                           \
      LIBTORCH([](const at::Tensor& a, const at::Tensor&, at::Tensor* out) {       \
        return out ? at::op##_out(*out, a) : at::op(a);                            \
      }),                                                                          \
      Range{lo, hi})
#define OPFORGE_BENCH_BINARY(op, dtype)                                              \
  add_row(                                                                           \
      cases, #op, 2, true, dtype,                                                    \
      [](const opforge::Tensor& a, const opforge::Tensor& b, opforge::Tensor* out) { \
        return out ? opforge::op##_out(*out, a, b) : opforge::op(a, b);              \
      },                                                                             \
      LIBTORCH([](const at::Tensor& a, const at::Tensor& b, at::Tensor* out) {       \
        return out ? at::op##_out(*out, a, b) : at::op(a, b);                        \
      }))
#define OPFORGE_BENCH_ALLOCATING(op)                                                                     \
  add_row(                                                                                               \
      cases, #op, 1, false, opforge::ScalarType::Float,                                                  \
      [](const opforge::Tensor& a, const opforge::Tensor&, opforge::Tensor*) { return opforge::op(a); }, \
      LIBTORCH([](const at::Tensor& a, const at::Tensor&, at::Tensor*) { return at::op(a); }))

}  // namespace

void add_elementwise_cases(std::vector<Case>& cases) {
  constexpr auto f32 = opforge::ScalarType::Float;
  constexpr auto i32 = opforge::ScalarType::Int32;
  OPFORGE_BENCH_UNARY(tanh, f32);
  OPFORGE_BENCH_UNARY(log, f32);
  OPFORGE_BENCH_UNARY(rsqrt, f32);
  OPFORGE_BENCH_UNARY(reciprocal, f32);
  OPFORGE_BENCH_UNARY(deg2rad, f32);
  OPFORGE_BENCH_UNARY(rad2deg, f32);
  OPFORGE_BENCH_UNARY(ceil, f32);
  OPFORGE_BENCH_UNARY(floor, f32);
  OPFORGE_BENCH_UNARY(trunc, f32);
  OPFORGE_BENCH_UNARY(frac, f32);
  OPFORGE_BENCH_UNARY(square, f32);
  OPFORGE_BENCH_UNARY(sign, f32);
  OPFORGE_BENCH_ALLOCATING(relu);
  OPFORGE_BENCH_ALLOCATING(isnan);
  OPFORGE_BENCH_ALLOCATING(isfinite);
  OPFORGE_BENCH_BINARY(logical_and, f32);
  OPFORGE_BENCH_BINARY(logical_or, f32);
  OPFORGE_BENCH_BINARY(logical_xor, f32);
  OPFORGE_BENCH_BINARY(bitwise_and, i32);
  OPFORGE_BENCH_BINARY(bitwise_or, i32);
  OPFORGE_BENCH_BINARY(bitwise_xor, i32);
  OPFORGE_BENCH_BINARY(maximum, f32);
  OPFORGE_BENCH_BINARY(minimum, f32);
  OPFORGE_BENCH_BINARY(true_divide, f32);
  OPFORGE_BENCH_UNARY_ON(acos, -1, 1);
  OPFORGE_BENCH_UNARY_ON(asin, -1, 1);
  OPFORGE_BENCH_UNARY(atan, f32);
  OPFORGE_BENCH_UNARY_ON(acosh, 1, 50);
  OPFORGE_BENCH_UNARY(asinh, f32);
  OPFORGE_BENCH_UNARY_ON(atanh, -1, 1);
  OPFORGE_BENCH_UNARY(cosh, f32);
  OPFORGE_BENCH_UNARY(sinh, f32);
  OPFORGE_BENCH_UNARY(tan, f32);
  OPFORGE_BENCH_UNARY(exp2, f32);
  OPFORGE_BENCH_UNARY(expm1, f32);
  OPFORGE_BENCH_UNARY_ON(log2, 0, 100);
  OPFORGE_BENCH_UNARY_ON(log10, 0, 100);
  OPFORGE_BENCH_UNARY_ON(log1p, -1, 100);
  OPFORGE_BENCH_UNARY_ON(erf, -5, 5);
  OPFORGE_BENCH_UNARY_ON(erfc, -5, 10);
  OPFORGE_BENCH_UNARY(lgamma, f32);
  OPFORGE_BENCH_UNARY(round, f32);
  OPFORGE_BENCH_UNARY(signbit, f32);
  OPFORGE_BENCH_ALLOCATING(isinf);
  OPFORGE_BENCH_UNARY(isposinf, f32);
  OPFORGE_BENCH_UNARY(isneginf, f32);
  OPFORGE_BENCH_ALLOCATING(isreal);
  OPFORGE_BENCH_BINARY(fmax, f32);
  OPFORGE_BENCH_BINARY(fmin, f32);
  OPFORGE_BENCH_BINARY(remainder, f32);
  OPFORGE_BENCH_BINARY(fmod, f32);
  OPFORGE_BENCH_BINARY(floor_divide, f32);
  OPFORGE_BENCH_UNARY(sgn, f32);
  OPFORGE_BENCH_BINARY(bitwise_left_shift, i32);
  OPFORGE_BENCH_BINARY(bitwise_right_shift, i32);
  OPFORGE_BENCH_UNARY_ON(erfinv, -1, 1);
  OPFORGE_BENCH_UNARY(digamma, f32);
  OPFORGE_BENCH_UNARY(sinc, f32);
  OPFORGE_BENCH_UNARY_ON(logit, 0, 1);
  OPFORGE_BENCH_UNARY(angle, f32);
  OPFORGE_BENCH_UNARY(conj_physical, f32);
  OPFORGE_BENCH_UNARY(nan_to_num, f32);
}

}  // namespace bench
