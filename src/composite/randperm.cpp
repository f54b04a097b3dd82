// randperm's fill. On the CPU, PyTorch 1.13's randperm_cpu: 0 .. n - 1 in order, then for each i
// but the last, element i swapped with element i + (a 32-bit draw modulo n - i), holding the
// generator's lock. On CUDA, from the CUDA generator's stream on the device: a random int64 key per
// position (random_), then the positions in the keys' order (a stable argsort), as PyTorch's CUDA
// randperm sorts random keys.
#include <cstdint>
#include <mutex>
#include <type_traits>
#include <utility>
#include <vector>

#include "kernels/randperm.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/ops/argsort.h"
#include "opforge/tensor.h"

namespace opforge::composite {

void randperm(const Tensor& result, int64_t n, std::optional<Generator> generator) {
  if (result.is_cuda()) {
    const Tensor keys = empty({n}, TensorOptions().dtype(kLong).device(result.device())).random_(std::move(generator));
    result.copy_(argsort(keys, true));
    return;
  }
  check_generator_device(generator, result.device());
  std::vector<int64_t> order(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) order[static_cast<size_t>(i)] = i;
  {
    const Generator gen = generator_or_default(generator);
    detail::GeneratorState& state = gen.state();
    const std::lock_guard<std::mutex> lock(state.mutex);
    for (int64_t i = 0; i + 1 < n; ++i) {
      const auto z = static_cast<int64_t>(state.random() % static_cast<uint64_t>(n - i));
      std::swap(order[static_cast<size_t>(i)], order[static_cast<size_t>(z + i)]);
    }
  }
  const Tensor host = empty({n}, kLong);
  int64_t* out = host.data_ptr<int64_t>();
  for (int64_t i = 0; i < n; ++i) out[i] = order[static_cast<size_t>(i)];
  result.copy_(host);
}

void randperm(const Tensor& result, int64_t n) { randperm(result, n, std::nullopt); }

}  // namespace opforge::composite
