// PyTorch's normal_distribution<double>, which normal_ (one sample at a time) and log_normal_ draw
// from: Box-Muller on two uniform doubles, the second normal of the pair kept in the generator for
// the next sample. The caller holds the generator's lock.
#pragma once

#include <cmath>

#include "iteration/sampler_math.h"
#include "opforge/generator.h"

namespace opforge::cpu {

inline double normal_sample(detail::GeneratorState& state, double mean, double std) {
  if (state.next_double_normal) {
    const double cached = *state.next_double_normal;
    state.next_double_normal.reset();
    return std::fma(cached, std, mean);
  }
  const double u1 = sampler::uniform_double(state);
  const double u2 = sampler::uniform_double(state);
  const sampler::NormalPair z = sampler::box_muller(u1, u2);
  state.next_double_normal = z.second;
  return std::fma(z.first, std, mean);
}

}  // namespace opforge::cpu
