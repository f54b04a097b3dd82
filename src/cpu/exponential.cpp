// exponential_ on CPU tensors: PyTorch 1.13's exponential_kernel (its default, without MKL): each
// element in memory order takes a uniform double (two draws) and becomes -1 / lambda * log(1 - u).
#include "kernels/exponential.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"

namespace opforge::cpu {

void exponential_kernel(const TensorBase& self, double lambd, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  sampler::visit_real_sample_dtype(self.dtype(), "exponential_cpu", [&]<class T>(TypeTag<T>) {
    sampling::sample_serially(self, gen.state(), sampler::ExponentialSample<T>{lambd});
  });
}

}  // namespace opforge::cpu
