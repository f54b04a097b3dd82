// Pointwise cases: bandwidth of contiguous float32 adds, transcendental throughput, broadcasting,
// mixed-dtype promotion and non-contiguous layouts. Out= variants write into a preallocated result
// so the figure is the kernel's; "add (allocating)" measures the allocation path on purpose.
#include <opforge/opforge.h>

#include "bench_support.h"
#include "libtorch_setup.h"

namespace bench {
namespace {

constexpr double kF32 = 4;

#ifdef OPFORGE_BENCH_LIBTORCH
at::ScalarType torch_dtype(opforge::ScalarType t) {
  switch (t) {
    case opforge::ScalarType::Float: return at::kFloat;
    case opforge::ScalarType::Half: return at::kHalf;
    case opforge::ScalarType::BFloat16: return at::kBFloat16;
    case opforge::ScalarType::Int32: return at::kInt;
    case opforge::ScalarType::Int64: return at::kLong;
    case opforge::ScalarType::UInt8: return at::kByte;
    default: return at::kDouble;
  }
}
#endif

// Values in [0, 100) so integer inputs are not all zero.
opforge::Tensor opforge_input(opforge::IntArrayRef sizes, opforge::ScalarType dtype, opforge::Device dev) {
  return opforge::rand(sizes, dev).mul(100).to(dtype);
}

std::string count(int64_t n) {
  switch (n) {
    case 1'000: return "1e3";
    case 100'000: return "1e5";
    case 1'000'000: return "1e6";
    case 16'000'000: return "1.6e7";
  }
  return std::to_string(n);
}

void add_binary(std::vector<Case>& cases, const std::string& group, const std::string& name,
                std::vector<int64_t> a_sizes, std::vector<int64_t> b_sizes, opforge::ScalarType a_dtype,
                opforge::ScalarType b_dtype, double bytes) {
  cases.push_back({group, name, bytes, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge_input(a_sizes, a_dtype, dev), b = opforge_input(b_sizes, b_dtype, dev);
                     auto out = opforge::add(a, b);
                     return Call([=]() mutable { opforge::add_out(out, a, b); });
                   },
                   LIBTORCH([=] {
                     auto a = (at::rand(a_sizes) * 100).to(torch_dtype(a_dtype));
                     auto b = (at::rand(b_sizes) * 100).to(torch_dtype(b_dtype));
                     auto out = at::add(a, b);
                     return Call([=]() mutable { at::add_out(out, a, b); });
                   })});
}

void add_bandwidth_cases(std::vector<Case>& cases) {
  using opforge::ScalarType;
  for (int64_t n : {1'000, 100'000, 1'000'000, 16'000'000})
    add_binary(cases, "bandwidth", "add_out f32 " + count(n), {n}, {n}, ScalarType::Float, ScalarType::Float,
               3 * kF32 * n);
  const int64_t n = 16'000'000;
  cases.push_back({"bandwidth", "add (allocating) f32 1.6e7", 3 * kF32 * n, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev), b = opforge::rand({n}, dev);
                     return Call([=] { benchmark::DoNotOptimize(opforge::add(a, b)); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n}), b = at::rand({n});
                     return Call([=] { benchmark::DoNotOptimize(at::add(a, b)); });
                   })});
  cases.push_back({"bandwidth", "add_ f32 1.6e7", 3 * kF32 * n, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev), b = opforge::rand({n}, dev);
                     return Call([=] { a.add_(b); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n}), b = at::rand({n});
                     return Call([=]() mutable { a.add_(b); });
                   })});
  cases.push_back({"bandwidth", "mul_out f32 1.6e7 by scalar", 2 * kF32 * n, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev), out = opforge::empty({n}, dev);
                     return Call([=]() mutable { opforge::mul_out(out, a, 2.0); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n}), out = at::empty({n});
                     return Call([=]() mutable { at::mul_out(out, a, 2.0); });
                   })});
  for (int64_t m : {1'000'000, 16'000'000}) {
    cases.push_back({"bandwidth", "exp_out f32 " + count(m), 2 * kF32 * m, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({m}, dev), out = opforge::empty({m}, dev);
                       return Call([=]() mutable { opforge::exp_out(out, a); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({m}), out = at::empty({m});
                       return Call([=]() mutable { at::exp_out(out, a); });
                     })});
    cases.push_back({"bandwidth", "sin_out f32 " + count(m), 2 * kF32 * m, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({m}, dev), out = opforge::empty({m}, dev);
                       return Call([=]() mutable { opforge::sin_out(out, a); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({m}), out = at::empty({m});
                       return Call([=]() mutable { at::sin_out(out, a); });
                     })});
  }
  // pow by a Python number: 2 is a product in both libraries (PyTorch's pow.Tensor_Scalar cases),
  // 2.5 a pow per element (SLEEF's vectorized powf in libtorch, vectorizable_math.h's in opforge).
  const int64_t m = 1'000'000;
  for (double e : {2.0, 2.5}) {
    cases.push_back({"bandwidth", std::string("pow_out f32 1e6 by scalar ") + (e == 2.0 ? "2" : "2.5"), 2 * kF32 * m, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({m}, dev), out = opforge::empty({m}, dev);
                       return Call([=]() mutable { opforge::pow_out(out, a, e); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({m}), out = at::empty({m});
                       return Call([=]() mutable { at::pow_out(out, a, e); });
                     })});
  }
  // atan2 of two tensors: bound by arithmetic, as pow by 2.5 (SLEEF's atan2f in libtorch).
  cases.push_back({"bandwidth", "atan2_out f32 1e6", 3 * kF32 * m, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({m}, dev), b = opforge::rand({m}, dev), out = opforge::empty({m}, dev);
                     return Call([=]() mutable { opforge::atan2_out(out, a, b); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({m}), b = at::rand({m}), out = at::empty({m});
                     return Call([=]() mutable { at::atan2_out(out, a, b); });
                   })});
}

void add_broadcasting_cases(std::vector<Case>& cases) {
  using opforge::ScalarType;
  const double m = 1024.0 * 1024.0;
  add_binary(cases, "broadcasting", "add_out [1024,1024]+[1024]", {1024, 1024}, {1024}, ScalarType::Float,
             ScalarType::Float, kF32 * (2 * m + 1024));
  add_binary(cases, "broadcasting", "add_out [1024,1]+[1,1024]", {1024, 1}, {1, 1024}, ScalarType::Float,
             ScalarType::Float, kF32 * (m + 2048));
  add_binary(cases, "broadcasting", "add_out [64,64,64]+[64,1,64]", {64, 64, 64}, {64, 1, 64}, ScalarType::Float,
             ScalarType::Float, kF32 * (2 * 262144.0 + 4096));
}

void add_promotion_cases(std::vector<Case>& cases) {
  using opforge::ScalarType;
  const int64_t n = 16'000'000;
  const double d = static_cast<double>(n);
  add_binary(cases, "promotion", "add_out i32+f32 1.6e7", {n}, {n}, ScalarType::Int32, ScalarType::Float, 12 * d);
  add_binary(cases, "promotion", "add_out u8+f32 1.6e7", {n}, {n}, ScalarType::UInt8, ScalarType::Float, 9 * d);
  add_binary(cases, "promotion", "add_out f16+f16 1.6e7", {n}, {n}, ScalarType::Half, ScalarType::Half, 6 * d);
  add_binary(cases, "promotion", "add_out bf16+f32 1.6e7", {n}, {n}, ScalarType::BFloat16, ScalarType::Float, 10 * d);
  add_binary(cases, "promotion", "add_out i64+i64 1.6e7", {n}, {n}, ScalarType::Int64, ScalarType::Int64, 24 * d);
}

void add_layout_cases(std::vector<Case>& cases) {
  const int64_t s = 4096;
  cases.push_back({"layout", "add_out transposed [4096,4096] + contiguous", 3 * kF32 * s * s, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({s, s}, dev).transpose(0, 1), b = opforge::rand({s, s}, dev);
                     auto out = opforge::empty({s, s}, dev);
                     return Call([=]() mutable { opforge::add_out(out, a, b); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({s, s}).transpose(0, 1), b = at::rand({s, s});
                     auto out = at::empty({s, s});
                     return Call([=]() mutable { at::add_out(out, a, b); });
                   })});
  const double cl = 32.0 * 64 * 56 * 56;
  cases.push_back({"layout", "add_out channels_last [32,64,56,56] x2", 3 * kF32 * cl, 0,
                   [](opforge::Device dev) {
                     auto cl = opforge::MemoryFormat::ChannelsLast;
                     auto a = opforge::rand({32, 64, 56, 56}, dev).contiguous(cl);
                     auto b = opforge::rand({32, 64, 56, 56}, dev).contiguous(cl);
                     auto out = opforge::add(a, b);
                     return Call([=]() mutable { opforge::add_out(out, a, b); });
                   },
                   LIBTORCH([] {
                     auto cl = at::MemoryFormat::ChannelsLast;
                     auto a = at::rand({32, 64, 56, 56}).contiguous(cl), b = at::rand({32, 64, 56, 56}).contiguous(cl);
                     auto out = at::add(a, b);
                     return Call([=]() mutable { at::add_out(out, a, b); });
                   })});
  cases.push_back({"layout", "add_out channels_last + contiguous [32,64,56,56]", 3 * kF32 * cl, 0,
                   [](opforge::Device dev) {
                     auto a = opforge::rand({32, 64, 56, 56}, dev).contiguous(opforge::MemoryFormat::ChannelsLast);
                     auto b = opforge::rand({32, 64, 56, 56}, dev);
                     auto out = opforge::add(a, b);
                     return Call([=]() mutable { opforge::add_out(out, a, b); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({32, 64, 56, 56}).contiguous(at::MemoryFormat::ChannelsLast);
                     auto b = at::rand({32, 64, 56, 56});
                     auto out = at::add(a, b);
                     return Call([=]() mutable { at::add_out(out, a, b); });
                   })});
}

}  // namespace

void add_pointwise_cases(std::vector<Case>& cases) {
  add_bandwidth_cases(cases);
  add_broadcasting_cases(cases);
  add_promotion_cases(cases);
  add_layout_cases(cases);
}

}  // namespace bench
