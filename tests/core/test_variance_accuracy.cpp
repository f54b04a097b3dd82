// var, std and var_mean (iteration/welford.h) on large inputs, against references computed here in
// long double from the values read back (two passes: the mean, then the squared deviations):
// float32 results within 1 ulp where a float sum of squares, or a float mean subtracted afterwards,
// is off by most of the result (PyTorch 1.13's all-element float32 var of {1e8 + 1, 1e8 + 3,
// 1e8 + 6} read as float32 is 32, the exact value 21.33...), on every walk of the CPU loop
// (inner, outer, one and two threads, split into chunks), and float64 within 1 ulp too.
#include <cmath>
#include <vector>

#include "float_ulps.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

// Values near `offset` with a spread of about `spread`, exact in float32.
Doubles near(size_t n, double offset, double spread, unsigned seed) {
  Doubles v = uniform(n, seed);
  for (double& x : v) x = static_cast<double>(static_cast<float>(offset + spread * x));
  return v;
}

struct Moments {
  long double mean;
  long double m2;
};

Moments moments(const Doubles& v) {
  long double sum = 0;
  for (double x : v) sum += x;
  const long double mean = sum / static_cast<long double>(v.size());
  long double m2 = 0;
  for (double x : v) m2 += (x - mean) * (x - mean);
  return {mean, m2};
}

// The rows (dim 1) of a rows x cols row-major matrix of values, or its columns (dim 0).
std::vector<Doubles> lines(const Doubles& v, int64_t rows, int64_t cols, int64_t dim) {
  std::vector<Doubles> out(static_cast<size_t>(dim == 1 ? rows : cols));
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) out[static_cast<size_t>(dim == 1 ? i : j)].push_back(v[i * cols + j]);
  return out;
}

TEST(VarianceAccuracy, Float32AllElementsNearALargeOffset) {
  const Doubles v = near(1 << 20, 1e8, 64, 7);
  const Tensor t = from_doubles(v, {1 << 20});
  const Moments m = moments(doubles(t));
  const long double n = static_cast<long double>(v.size());
  for (int threads : {1, 2}) {
    with_threads(threads, [&] {
      EXPECT_LE(ulp_error(static_cast<float>(doubles(var(t))[0]), static_cast<double>(m.m2 / (n - 1))), 1.0);
      EXPECT_LE(ulp_error(static_cast<float>(doubles(std(t, false))[0]), static_cast<double>(std::sqrt(m.m2 / n))),
                1.0);
      const auto [variance, mean] = var_mean(t, std::optional<IntArrayRef>(), std::optional<int64_t>(0));
      EXPECT_LE(ulp_error(static_cast<float>(doubles(variance)[0]), static_cast<double>(m.m2 / n)), 1.0);
      EXPECT_LE(ulp_error(static_cast<float>(doubles(mean)[0]), static_cast<double>(m.mean)), 0.5);
    });
  }
}

TEST(VarianceAccuracy, Float32AlongEachDimOfAMatrix) {
  constexpr int64_t kRows = 1000, kCols = 1031;
  const Doubles v = near(kRows * kCols, -3e6, 2, 11);
  const Tensor t = from_doubles(v, {kRows, kCols});
  for (int64_t dim : {0, 1}) {
    const std::vector<Doubles> ls = lines(v, kRows, kCols, dim);
    for (int threads : {1, 2}) {
      with_threads(threads, [&] {
        // Contiguous and transposed: the inner and the outer walk of each dim.
        for (const Tensor& input : {t, t.transpose(0, 1).contiguous().transpose(0, 1)}) {
          const Doubles got = doubles(var(input, IntArrayRef(&dim, 1), std::optional<int64_t>(1)));
          ASSERT_EQ(got.size(), ls.size());
          double worst = 0;
          for (size_t i = 0; i < ls.size(); ++i) {
            const Moments m = moments(ls[i]);
            const double ref = static_cast<double>(m.m2 / static_cast<long double>(ls[i].size() - 1));
            worst = std::max(worst, ulp_error(static_cast<float>(got[i]), ref));
          }
          EXPECT_LE(worst, 1.0) << "dim " << dim << ", " << threads << " threads";
        }
      });
    }
  }
}

TEST(VarianceAccuracy, Float64AllElementsWithin1Ulp) {
  const Doubles v = near(1 << 19, 12345.678, 1000, 5);
  const Tensor t = from_doubles(v, {1 << 19}, kDouble);
  const Moments m = moments(v);
  const double ref = static_cast<double>(m.m2 / static_cast<long double>(v.size() - 1));
  const double got = doubles(var(t))[0];
  EXPECT_LE(std::fabs(got - ref), std::nextafter(ref, INFINITY) - ref) << got << " vs " << ref;
}

TEST(VarianceAccuracy, AComplexInputAddsItsPartsVariances) {
  std::vector<std::complex<double>> z;
  const Doubles re = near(4096, 1e4, 3, 1), im = near(4096, -2e4, 5, 2);
  for (size_t i = 0; i < re.size(); ++i) z.emplace_back(re[i], im[i]);
  const Tensor t = from_complexes(z, {4096}, kComplexFloat);
  const long double ref = (moments(re).m2 + moments(im).m2) / 4095;
  const Tensor got = var(t);
  EXPECT_EQ(got.dtype(), kFloat);
  EXPECT_LE(ulp_error(static_cast<float>(doubles(got)[0]), static_cast<double>(ref)), 1.0);
}

}  // namespace
}  // namespace opforge
