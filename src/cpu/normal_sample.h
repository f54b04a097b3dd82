// PyTorch's normal_distribution<double>, which normal_ (one sample at a time) and log_normal_ draw
// from: Box-Muller on two uniform doubles, the second normal of the pair kept in the generator for
// the next sample. The caller holds the generator's lock.
#pragma once

#include <cmath>
#include <numbers>

#include "iteration/sampler_math.h"
#include "opforge/generator.h"

namespace opforge::cpu {

inline double normal_sample(detail::GeneratorState& state, double mean, double std) {
  if (state.next_double_normal) {
    const double cached = *state.next_double_normal;
    state.next_double_normal.reset();
    return std::fma(cached, std, mean);
  }
  const double u1 = sampler::uniform_real<double>(state.random64(), 0.0, 1.0);
  const double u2 = sampler::uniform_real<double>(state.random64(), 0.0, 1.0);
  const double r = std::sqrt(-2.0 * std::log(1.0 - u2));
  const double theta = 2.0 * std::numbers::pi * u1;
  state.next_double_normal = r * std::sin(theta);
  return std::fma(r * std::cos(theta), std, mean);
}

}  // namespace opforge::cpu
