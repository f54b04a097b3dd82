// random_ on CPU tensors (its three forms): PyTorch 1.13's random_kernel, random_from_to_kernel and
// random_full_64_bits_range_kernel, element by element in memory order. Without bounds, a draw
// (two for int64 and double) modulo the dtype's count of integers; with a range, a draw (two where
// the range reaches 2^32 in int64, double, float and bfloat16) modulo the range, plus from; over
// every int64, a 64-bit draw cast.
#include <cstdint>

#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"
#include "kernels/random.h"
#include "meta/random_range.h"

namespace opforge::cpu {

void random_kernel(const TensorBase& self, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  sampler::visit_real_sample_dtype(self.dtype(), "random_kernel_cpu", [&]<class T>(TypeTag<T>) {
    sampling::sample_serially(self, gen.state(), sampler::RandomSample<T>{});
  });
}

void random_from_kernel(const TensorBase& self, int64_t from, std::optional<int64_t> to,
                        const std::optional<Generator>& generator) {
  const meta::RandomRange r = meta::random_range(self.dtype(), from, to);
  const Generator gen = generator_or_default(generator);
  sampler::visit_real_sample_dtype(self.dtype(), "random_from_to_kernel_cpu", [&]<class T>(TypeTag<T>) {
    sampling::sample_serially(self, gen.state(), sampler::RandomRangeSample<T>{r.range, r.base});
  });
}

void random_to_kernel(const TensorBase& self, int64_t to, const std::optional<Generator>& generator) {
  random_from_kernel(self, 0, to, generator);
}

}  // namespace opforge::cpu
