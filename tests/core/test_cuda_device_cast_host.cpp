// The device's element conversions (src/cuda/device_cast.cuh, float8_convert.cuh) checked on the
// host, without a GPU: they are __host__ __device__ and header-only (libcu++'s complex included), so
// the host compiler builds the very code the CUDA copy kernel runs per element
// (store_as(dst, dtype, load_element<From>(src)), src/cuda/copy.cu). The reference is the CPU's
// Tensor::to, an independent path (element_cast.h, float8.cpp, and SIMD conversions for some
// pairs). Every pair of device dtypes, on every bit pattern of the 1- and 2-byte floating dtypes
// and on values chosen to hit rounding, wrapping, saturation, NaN, infinities, signed zeros and
// subnormals for the others. Results agree byte for byte, except that NaNs need only both be NaN.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "kernel_test_support.h"

#if defined(OPFORGE_CUDA_ON_HOST)
#include "cuda/device_cast.cuh"
#endif

namespace opforge {
namespace {

#if defined(OPFORGE_CUDA_ON_HOST)

using namespace opforge::test;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

const ScalarType kDeviceDtypes[] = {kBool,
                                    kByte,
                                    kChar,
                                    kShort,
                                    kInt,
                                    kLong,
                                    kHalf,
                                    kBFloat16,
                                    kFloat,
                                    kDouble,
                                    kComplexHalf,
                                    kComplexFloat,
                                    kComplexDouble,
                                    ScalarType::Float8_e4m3fn,
                                    ScalarType::Float8_e5m2,
                                    ScalarType::Float8_e4m3fnuz,
                                    ScalarType::Float8_e5m2fnuz,
                                    ScalarType::Float8_e8m0fnu};

// Values around every dtype's edges: rounding ties, integer ranges, half's and float8's largest
// values, float's, int64's, subnormals, specials.
const double kValues[] = {0.0,          -0.0,    1.0,     -1.0,    0.5,    -0.5,         1.5,          2.5,
                          -2.5,         0.1,     100.7,   127.0,   128.0,  200.0,        255.0,        255.5,
                          256.0,        300.0,   -129.0,  -200.0,  448.0,  464.0,        57344.0,      32767.0,
                          32768.0,      65504.0, 65519.0, 65520.0, 1e5,    2147483647.0, 2147483648.0, -2147483649.0,
                          4294967296.0, 9.3e18,  -9.3e18, 1.8e19,  1e20,   3.4e38,       3.5e38,       1e300,
                          -1e300,       1e-5,    6e-8,    1e-40,   1e-310, kInf,         -kInf,        kNaN};

// Sources of dtype t: every bit pattern of a 1- or 2-byte floating dtype, the values above (with
// imaginary parts for complex dtypes, the values reversed) for the others.
Tensor sources(ScalarType t) {
  const size_t size = itemsize(t);
  if (is_floating_point(t) && size <= 2) {
    const size_t count = size == 1 ? 256 : 65536;
    Tensor s = empty({static_cast<int64_t>(count)}, t);
    for (size_t i = 0; i < count; ++i) std::memcpy(static_cast<char*>(s.data_ptr()) + i * size, &i, size);
    return s;
  }
  const int64_t n = std::size(kValues);
  if (is_complex(t)) {
    Tensor z = empty({n}, kComplexDouble);
    auto* p = static_cast<std::complex<double>*>(z.data_ptr());
    for (int64_t i = 0; i < n; ++i) p[i] = {kValues[i], kValues[n - 1 - i]};
    return z.to(t);
  }
  Tensor d = empty({n}, kDouble);
  std::memcpy(d.data_ptr(), kValues, sizeof(kValues));
  return d.to(t);
}

// The device path: each element loaded as its storage type and stored as dtype `to`.
Tensor device_convert(const Tensor& src, ScalarType to) {
  Tensor dst = empty(src.sizes(), to);
  const auto* in = static_cast<const char*>(src.data_ptr());
  auto* out = static_cast<char*>(dst.data_ptr());
  const size_t in_size = itemsize(src.dtype()), out_size = itemsize(to);
  cuda_detail::visit_device_dtype(src.dtype(), [&]<class From>(TypeTag<From>) {
    for (int64_t i = 0; i < src.numel(); ++i)
      cuda_detail::store_as(out + i * out_size, to, cuda_detail::load_element<From>(in + i * in_size));
  });
  return dst;
}

// Element i of a floating or complex tensor is NaN (in either part).
bool is_nan_at(const Tensor& t, int64_t i) {
  if (!is_floating_point(t.dtype()) && !is_complex(t.dtype())) return false;
  const Tensor wide = t.narrow(0, i, 1).to(is_complex(t.dtype()) ? kComplexDouble : kDouble);
  if (is_complex(t.dtype())) {
    const std::complex<double> z = *static_cast<const std::complex<double>*>(wide.data_ptr());
    return std::isnan(z.real()) || std::isnan(z.imag());
  }
  return std::isnan(*static_cast<const double*>(wide.data_ptr()));
}

TEST(CudaDeviceCastOnHost, EveryPairMatchesTheCpuConversion) {
  for (ScalarType from : kDeviceDtypes) {
    const Tensor src = sources(from);
    for (ScalarType to : kDeviceDtypes) {
      SCOPED_TRACE(std::string(to_string(from)) + " -> " + std::string(to_string(to)));
      const Tensor want = src.to(to);
      const Tensor got = device_convert(src, to);
      const size_t size = itemsize(to);
      int mismatches = 0;
      for (int64_t i = 0; i < src.numel() && mismatches < 5; ++i) {
        const char* g = static_cast<const char*>(got.data_ptr()) + i * size;
        const char* w = static_cast<const char*>(want.data_ptr()) + i * size;
        if (std::memcmp(g, w, size) == 0) continue;
        if (is_nan_at(got, i) && is_nan_at(want, i)) continue;
        ++mismatches;
        ADD_FAILURE() << "element " << i << " (source " << src.narrow(0, i, 1) << "): device " << got.narrow(0, i, 1)
                      << ", CPU " << want.narrow(0, i, 1);
      }
    }
  }
}

#else

TEST(CudaDeviceCastOnHost, EveryPairMatchesTheCpuConversion) {
  GTEST_SKIP() << "CUDA's libcu++ headers (cuda/std/complex) were not found";
}

#endif

}  // namespace
}  // namespace opforge
