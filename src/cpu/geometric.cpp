// geometric_ on CPU tensors: PyTorch 1.13's geometric_kernel: each element in memory order takes a
// uniform double (two draws) and becomes ceil(log(u) / log(1 - p)), the number of trials to the
// first success, converted to the dtype (integers too).
#include "kernels/geometric.h"
#include "cpu/sampler_loops.h"
#include "iteration/sampler_dtypes.h"

namespace opforge::cpu {

void geometric_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  sampler::visit_real_sample_dtype(self.dtype(), "geometric_cpu", [&]<class T>(TypeTag<T>) {
    sampling::sample_serially(self, gen.state(), sampler::GeometricSample<T>{p});
  });
}

}  // namespace opforge::cpu
