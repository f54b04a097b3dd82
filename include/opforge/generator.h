// Random number generators: PyTorch's CPU generator, stream for stream, and a counter-based one for
// CUDA tensors. A Generator is a handle (copies share one state, as torch.Generator objects do);
// default_generator() is the one every sampler of a CPU tensor uses when given none, and
// default_generator(cuda:i) that of a CUDA tensor on device i; manual_seed seeds them all.
//
// A CPU generator's engine is the 32-bit Mersenne Twister (mt19937) seeded with the seed's low 32
// bits, as PyTorch's CPUGeneratorImpl; a 64-bit draw is two 32-bit draws, the first the high half.
// The samplers (ops.yaml `kernel: {sampler: ...}`) turn draws into values exactly as PyTorch 1.13's
// CPU kernels do, so manual_seed(s) then rand/randn/uniform_/normal_ give PyTorch's numbers.
//
// A CUDA generator is Philox4x32-10 (iteration/philox.h), as PyTorch's CUDA generator, keyed by the
// seed: each sampling call takes the next value of the generator's offset, and the element at
// position k of the tensor's memory order draws from the Philox block of counter (offset, k). The
// values depend on the seed, the call's place in the stream and the element's position only, never
// on how the kernel is launched. They are not PyTorch's CUDA values, which depend on its launch
// configuration (its grid size follows the GPU's multiprocessor count).
//
// Concurrent samplers on one generator take its lock, as PyTorch's do.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "opforge/device.h"

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
  // A new generator for tensors of `device`'s type (torch.Generator(device=...)): cpu or cuda
  // (RuntimeError for another type).
  explicit Generator(Device device, uint64_t seed = kDefaultSeed);

  // The device type it samples for (cpu, or cuda without an index).
  Device device() const;

  // Reseeds: the stream restarts, and cached normal samples are dropped.
  Generator& manual_seed(uint64_t seed);
  // Reseeds from a non-deterministic source and returns the seed (torch.Generator.seed()).
  uint64_t seed();
  uint64_t initial_seed() const;
  // The whole state. A CPU generator's is PyTorch's byte layout of the CPU generator state (5056
  // bytes: the seed, the twister's position and 624 words, the cached double and float normal
  // samples), so a state from torch.Generator.get_state() restores here and the other way around.
  // A CUDA generator's is PyTorch's layout of 16 bytes: the seed, then the offset.
  std::vector<uint8_t> get_state() const;
  // RuntimeError "Expected either a THGeneratorState of size 5048 or a CPUGeneratorImplState of
  // size 5056 but found the input RNG state size to be N" for another size (a CUDA generator:
  // "RNG state is wrong size").
  Generator& set_state(const std::vector<uint8_t>& state);

  bool operator==(const Generator& other) const { return state_ == other.state_; }

  static constexpr uint64_t kDefaultSeed = 67280421310721ull;

  // What samplers use: the state behind the lock they hold while drawing.
  detail::GeneratorState& state() const { return *state_; }

 private:
  std::shared_ptr<detail::GeneratorState> state_;
};

namespace detail {

// The seed and offset of one sampling call on a counter-based (CUDA) generator.
struct PhiloxCall {
  uint64_t seed = 0;
  uint64_t offset = 0;
};

struct GeneratorState {
  std::mutex mutex;
  DeviceType device_type = DeviceType::CPU;
  MersenneTwister engine;      // a CPU generator's stream; a CUDA generator keeps only its seed_ here
  uint64_t philox_offset = 0;  // a CUDA generator's: the calls it has served since seeded
  std::optional<double> next_double_normal;
  std::optional<float> next_float_normal;

  uint32_t random() { return engine(); }
  // Two draws, the first the high half (PyTorch's random64).
  uint64_t random64() {
    const uint64_t hi = engine();
    const uint64_t lo = engine();
    return (hi << 32) | lo;
  }
  // A CUDA generator's next call (the caller holds the lock).
  PhiloxCall next_philox_call() { return {engine.seed_, philox_offset++}; }
};

}  // namespace detail

// The default CPU generator (torch.default_generator).
Generator& default_generator();
// The default generator of a device: the CPU one, or that of CUDA device `device.index()` (the
// current device when it has none), PyTorch's torch.cuda.default_generators[i]. RuntimeError for
// another device type.
Generator default_generator(Device device);
// The generator a sampler of a CPU tensor draws from: `generator`, or the default one.
inline Generator generator_or_default(const std::optional<Generator>& generator) {
  return generator ? *generator : default_generator();
}
// The generator a sampler of a tensor on `device` draws from: `generator`, or the device's default.
Generator generator_or_default(const std::optional<Generator>& generator, Device device);

// RuntimeError "Expected a 'cuda' device type for generator but found 'cpu'" (PyTorch's
// check_generator) when `generator` is given and samples for another device type than `device`.
void check_generator_device(const std::optional<Generator>& generator, Device device);

// Seeds the default generators, the CPU one and every CUDA device's (torch.manual_seed).
void manual_seed(uint64_t seed);
// The default generator's seed (torch.initial_seed).
uint64_t initial_seed();

}  // namespace opforge
