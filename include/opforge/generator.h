// Random number generators: PyTorch's CPU generator, stream for stream. A Generator is a handle
// (copies share one state, as torch.Generator objects do); default_generator() is the one
// manual_seed seeds and every sampler uses when given none.
//
// The engine is the 32-bit Mersenne Twister (mt19937) seeded with the seed's low 32 bits, as
// PyTorch's CPUGeneratorImpl; a 64-bit draw is two 32-bit draws, the first the high half. The
// samplers (ops.yaml `kernel: {sampler: ...}`) turn draws into values exactly as PyTorch 1.13's CPU
// kernels do, so manual_seed(s) then rand/randn/uniform_/normal_ give PyTorch's numbers. Concurrent
// samplers on one generator take its lock, as PyTorch's do.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace opforge {

namespace detail {

// The Mersenne Twister of PyTorch's at::mt19937 (MT19937 of Matsumoto and Nishimura).
class MersenneTwister {
 public:
  static constexpr int kStateSize = 624;
  explicit MersenneTwister(uint64_t seed = 5489) { reseed(seed); }
  void reseed(uint64_t seed);
  uint32_t operator()();

  uint64_t seed_ = 0;
  int left_ = 1;
  int next_ = 0;
  uint32_t state_[kStateSize] = {};

 private:
  void next_state();
};

struct GeneratorState;

}  // namespace detail

class Generator {
 public:
  // A new CPU generator seeded with `seed` (PyTorch's default seed, 67280421310721, when none).
  explicit Generator(uint64_t seed = kDefaultSeed);

  // Reseeds: the stream restarts, and cached normal samples are dropped.
  Generator& manual_seed(uint64_t seed);
  // Reseeds from a non-deterministic source and returns the seed (torch.Generator.seed()).
  uint64_t seed();
  uint64_t initial_seed() const;
  // The whole state, in PyTorch's byte layout of the CPU generator state (5056 bytes: the seed,
  // the twister's position and 624 words, the cached double and float normal samples), so a state
  // from torch.Generator.get_state() restores here and the other way around.
  std::vector<uint8_t> get_state() const;
  // RuntimeError "Expected either a THGeneratorState of size 5048 or a CPUGeneratorImplState of
  // size 5056 but found the input RNG state size to be N" for another size.
  Generator& set_state(const std::vector<uint8_t>& state);

  bool operator==(const Generator& other) const { return state_ == other.state_; }

  static constexpr uint64_t kDefaultSeed = 67280421310721ull;

  // What samplers use: the state behind the lock they hold while drawing.
  detail::GeneratorState& state() const { return *state_; }

 private:
  std::shared_ptr<detail::GeneratorState> state_;
};

namespace detail {

struct GeneratorState {
  std::mutex mutex;
  MersenneTwister engine;
  std::optional<double> next_double_normal;
  std::optional<float> next_float_normal;

  uint32_t random() { return engine(); }
  // Two draws, the first the high half (PyTorch's random64).
  uint64_t random64() {
    const uint64_t hi = engine();
    const uint64_t lo = engine();
    return (hi << 32) | lo;
  }
};

}  // namespace detail

// The default CPU generator (torch.default_generator).
Generator& default_generator();
// The generator a sampler draws from: `generator`, or the default one.
inline Generator generator_or_default(const std::optional<Generator>& generator) {
  return generator ? *generator : default_generator();
}

// Seeds the default generator (torch.manual_seed).
void manual_seed(uint64_t seed);
// The default generator's seed (torch.initial_seed).
uint64_t initial_seed();

}  // namespace opforge
