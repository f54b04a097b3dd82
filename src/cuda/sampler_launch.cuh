// The CUDA loop of every sampler kernel, the twin of the CPU samplers' sample_serially
// (cpu/sampler_loops.h): an element sampler of iteration/sampler_math.h run on each element of self
// with the draws of its Philox block (iteration/philox.h). The element at position k of self's
// walk (memory order: StridedLoop's plan, the CPU samplers' order) draws from the block of counter
// (the call's offset, k) under the generator's seed, so its value depends on the seed, the call and
// k only, not on the grid, the block size or the 32-bit pieces a long walk is launched in.
#pragma once

#include <climits>
#include <cstdint>
#include <mutex>
#include <optional>

#include <cuda_runtime.h>

#include "cuda/cuda_check.h"
#include "cuda/launch.h"
#include "cuda/offset_plan.cuh"
#include "iteration/byte_strides.h"
#include "iteration/philox.h"
#include "iteration/sampler_math.h"
#include "iteration/strided_loop.h"
#include "opforge/generator.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda {

// At most INT32_MAX elements a launch (for_each_32bit_piece), in 32-bit index math; `first` is the
// position of the piece's first element in the whole walk.
template <class Sample>
__global__ void __launch_bounds__(kBlockThreads)
    philox_sample(cuda_detail::OffsetPlan<1> plan, char* data, uint64_t first, uint32_t count, uint64_t seed,
                  uint64_t offset, Sample sample) {
  const uint32_t step = gridDim.x * blockDim.x;
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += step) {
    int64_t off[1];
    plan.offsets(i, off);
    sampler::PhiloxDraws draws(seed, offset, first + i);
    sample(data + off[0], draws);
  }
}

// The seed and offset of this call: the next of `generator`'s calls, or of the default generator
// of self's device (the stub has checked that a given generator is a CUDA one).
inline detail::PhiloxCall philox_call(const TensorBase& self, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator, self.device());
  detail::GeneratorState& state = gen.state();
  const std::lock_guard<std::mutex> lock(state.mutex);
  return state.next_philox_call();
}

template <class Sample>
void sample_on_device(const TensorBase& self, detail::PhiloxCall call, Sample sample) {
  char* data = static_cast<char*>(self.data_ptr());
  const DimVector strides = byte_strides(self);
  const StridedLoop<1> loop(self.sizes(), {data}, {IntArrayRef(strides)});
  const DeviceGuard guard(self.device());
  const auto kernel = philox_sample<Sample>;
  uint64_t first = 0;
  cuda_detail::for_each_32bit_piece(
      cuda_detail::make_offset_plan(loop), INT32_MAX,
      [&](const cuda_detail::OffsetPlan<1>& piece, const int64_t(&shift)[1], int64_t count) {
        kernel<<<grid_blocks(kernel, guard.index(), count), kBlockThreads>>>(
            piece, data + shift[0], first, static_cast<uint32_t>(count), call.seed, call.offset, sample);
        first += static_cast<uint64_t>(count);
      });
  check_cuda(cudaGetLastError(), "sampler kernel launch");
}

}  // namespace opforge::cuda
