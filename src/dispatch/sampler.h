// The stub side of sampler kernels (ops.yaml `kernel: {sampler: ...}`): a CUDA tensor is sampled
// through a host copy, drawn by the CPU kernel from the same generator, so one seed gives the same
// numbers on both devices. (PyTorch's CUDA generator is Philox, with streams of its own.)
#pragma once

#include <functional>

#include "opforge/tensor.h"

namespace opforge::dispatch {

// Runs `sample` on a CPU tensor laid out as self (self's strides where they are dense) and copies
// the samples into self.
void sample_through_host(const Tensor& self, const std::function<void(const TensorBase&)>& sample);

}  // namespace opforge::dispatch
