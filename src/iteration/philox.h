// Philox4x32-10, the counter-based generator of PyTorch's CUDA samplers and cuRAND (Salmon,
// Moraes, Dror and Shaw, "Parallel random numbers: as easy as 1, 2, 3", SC 2011): a 128-bit counter
// and a 64-bit key give four 32-bit words after ten rounds, so any element's draws are computed
// from its position alone, in any order, on any thread. Host and device code alike
// (OPFORGE_HOST_DEVICE): the CUDA samplers run it, and the host tests check it against the
// published known-answer vectors.
#pragma once

#include <cstdint>

#include "opforge/numeric.h"

namespace opforge::sampler {

struct PhiloxBlock {
  uint32_t w[4];
};

// Philox4x32 with ten rounds of `counter` under key (k0, k1).
OPFORGE_HOST_DEVICE inline PhiloxBlock philox4x32_10(PhiloxBlock counter, uint32_t k0, uint32_t k1) {
  constexpr uint32_t kMul0 = 0xD2511F53u, kMul1 = 0xCD9E8D57u;    // the round multipliers
  constexpr uint32_t kWeyl0 = 0x9E3779B9u, kWeyl1 = 0xBB67AE85u;  // the key schedule's increments
  uint32_t* c = counter.w;
  for (int round = 0; round < 10; ++round) {
    if (round > 0) {
      k0 += kWeyl0;
      k1 += kWeyl1;
    }
    const uint64_t p0 = uint64_t{kMul0} * c[0];
    const uint64_t p1 = uint64_t{kMul1} * c[2];
    const PhiloxBlock next{{static_cast<uint32_t>(p1 >> 32) ^ c[1] ^ k0, static_cast<uint32_t>(p1),
                            static_cast<uint32_t>(p0 >> 32) ^ c[3] ^ k1, static_cast<uint32_t>(p0)}};
    counter = next;
  }
  return counter;
}

// The draws of one element of a sampling call on a CUDA generator: the four words of the Philox
// block whose counter is (the call's offset, the element's position) under the seed as key, taken
// in order; random64 takes two, the first the high half, as the CPU generator's. Four words are
// what the widest sample takes (a complex128 uniform, or two uniform doubles for a normal pair).
class PhiloxDraws {
 public:
  OPFORGE_HOST_DEVICE PhiloxDraws(uint64_t seed, uint64_t offset, uint64_t element)
      : block_(philox4x32_10(PhiloxBlock{{static_cast<uint32_t>(offset), static_cast<uint32_t>(offset >> 32),
                                          static_cast<uint32_t>(element), static_cast<uint32_t>(element >> 32)}},
                             static_cast<uint32_t>(seed), static_cast<uint32_t>(seed >> 32))) {}

  OPFORGE_HOST_DEVICE uint32_t random() { return block_.w[next_++ & 3]; }
  OPFORGE_HOST_DEVICE uint64_t random64() {
    const uint64_t hi = random();
    const uint64_t lo = random();
    return (hi << 32) | lo;
  }

 private:
  PhiloxBlock block_;
  int next_ = 0;
};

}  // namespace opforge::sampler
