// float16 <-> float32 on a GPU, byte for byte against the CPU's conversion (Tensor::to on CPU
// tensors; opforge/numeric.h and F16C, checked against c10 in test_numeric). The device converts
// with the cvt instructions and puts c10's NaNs back (numeric.h), an independent path: the host
// test of the device code (test_cuda_device_cast_host) compiles numeric.h's bit-by-bit branch,
// not this one. The sources are every float16 bit pattern, and floats at every rounding decision
// of float16: each float16 value, the midpoint between each pair of neighbours (a tie, which goes
// to the even one) and the floats just either side of it, the overflow threshold, the subnormal
// range, and NaNs with payloads and signs. The conversions run in the copy kernel (to), on the
// pointwise vector path (a float16 add), and on the cast path (float16 + float32). Skipped
// without a GPU.
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaHalfConversion = GpuTest;

Tensor every_half() {
  Tensor h = empty({65536}, kHalf);
  auto* bits = static_cast<uint16_t*>(h.data_ptr());
  for (uint32_t i = 0; i < 65536; ++i) bits[i] = static_cast<uint16_t>(i);
  return h;
}

Tensor rounding_floats() {
  std::vector<float> v;
  const Tensor halves = every_half().to(kFloat);
  const auto* h = static_cast<const float*>(halves.data_ptr());
  for (uint32_t i = 0; i < 65536; ++i) {
    v.push_back(h[i]);
    // The neighbour away from zero, within the same sign; midpoints are exact in float.
    if ((i & 0x7FFFu) < 0x7C00u) {
      const float next = (i & 0x7FFFu) == 0x7BFFu ? std::copysign(65536.0f, h[i]) : h[i + 1];
      const float mid = (h[i] + next) / 2;
      v.push_back(mid);
      v.push_back(std::nextafter(mid, 0.0f));
      v.push_back(std::nextafter(mid, std::copysign(std::numeric_limits<float>::infinity(), mid)));
    }
  }
  for (float f : {65519.99f, 65520.0f, 1e10f, 3.4e38f, 1e-8f, 2.98e-8f, 2.99e-8f, 1e-30f, 1e-45f})
    for (float s : {1.0f, -1.0f}) v.push_back(s * f);
  for (uint32_t nan : {0x7FC00000u, 0x7F800001u, 0x7FA5A5A5u, 0xFFC00000u, 0xFF812345u, 0x7FFFFFFFu})
    v.push_back(std::bit_cast<float>(nan));
  Tensor t = empty({static_cast<int64_t>(v.size())}, kFloat);
  std::memcpy(t.data_ptr(), v.data(), v.size() * sizeof(float));
  return t;
}

// Whether NaNs must match bit for bit: a conversion keeps c10's NaNs exactly, but arithmetic on a
// NaN gives the processor's own NaN (x86 keeps the operand's sign and payload, the GPU returns
// 0x7FFFFFFF), so there both need only be NaN.
enum class NaNs { Exact, AnyNaN };

bool is_nan_bits(uint32_t bits, ScalarType t) {
  return t == kHalf ? (bits & 0x7FFFu) > 0x7C00u : (bits & 0x7FFFFFFFu) > 0x7F800000u;
}

// The bytes of `got` (a CUDA tensor) and `want` (a CPU one), element by element; at most a few
// mismatches reported.
void expect_same_bytes(const Tensor& got_gpu, const Tensor& want, const Tensor& source, NaNs nans = NaNs::Exact) {
  const Tensor got = got_gpu.cpu();
  ASSERT_EQ(got.dtype(), want.dtype());
  ASSERT_EQ(got.numel(), want.numel());
  const size_t size = itemsize(want.dtype());
  int mismatches = 0;
  for (int64_t i = 0; i < want.numel() && mismatches < 5; ++i) {
    const char* g = static_cast<const char*>(got.data_ptr()) + i * size;
    const char* w = static_cast<const char*>(want.data_ptr()) + i * size;
    uint32_t gb = 0, wb = 0, sb = 0;
    std::memcpy(&gb, g, size);
    std::memcpy(&wb, w, size);
    if (gb == wb) continue;
    if (nans == NaNs::AnyNaN && is_nan_bits(gb, want.dtype()) && is_nan_bits(wb, want.dtype())) continue;
    ++mismatches;
    std::memcpy(&sb, static_cast<const char*>(source.data_ptr()) + i * itemsize(source.dtype()),
                itemsize(source.dtype()));
    ADD_FAILURE() << "element " << i << ": source bits 0x" << std::hex << sb << ", GPU 0x" << gb << ", CPU 0x" << wb;
  }
}

TEST_F(CudaHalfConversion, EveryHalfToFloat) {
  const Tensor h = every_half();
  expect_same_bytes(on_gpu(h).to(kFloat), h.to(kFloat), h);
}

TEST_F(CudaHalfConversion, FloatsAtEveryRoundingDecisionToHalf) {
  const Tensor f = rounding_floats();
  expect_same_bytes(on_gpu(f).to(kHalf), f.to(kHalf), f);
}

TEST_F(CudaHalfConversion, PointwiseVectorAndCastPaths) {
  // A float16 add (vector path: every input float16) of every bit pattern with zero goes through
  // both conversions. Adding a float32 zero takes the cast path into a float32 result.
  const Tensor h = every_half();
  const Tensor zero_h = zeros({65536}, kHalf), zero_f = zeros({65536}, kFloat);
  expect_same_bytes(add(on_gpu(h), on_gpu(zero_h)), add(h, zero_h), h, NaNs::AnyNaN);
  expect_same_bytes(add(on_gpu(h), on_gpu(zero_f)), add(h, zero_f), h, NaNs::AnyNaN);
  // float32 products rounded to float16 on the cast path: the rounding floats times one, written
  // into a float16 out= tensor.
  const Tensor f = rounding_floats();
  const Tensor one = ones({f.numel()}, kFloat);
  Tensor out_cpu = empty({f.numel()}, kHalf);
  Tensor out_gpu = empty({f.numel()}, TensorOptions().dtype(kHalf).device(Device("cuda:0")));
  mul_out(out_cpu, f, one);
  mul_out(out_gpu, on_gpu(f), on_gpu(one));
  expect_same_bytes(out_gpu, out_cpu, f, NaNs::AnyNaN);
}

}  // namespace
}  // namespace opforge
