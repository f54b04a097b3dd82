// The generators: PyTorch's at::mt19937 engine and CPUGeneratorImpl's state, seeds and caches; the
// CUDA generators' seed and offset; the default generators.
#include "opforge/generator.h"

#include <cctype>
#include <cstring>
#include <map>
#include <random>
#include <string>

#include "core/cuda_allocator.h"
#include "opforge/error.h"

namespace opforge {
namespace detail {
namespace {

constexpr int kShift = 397;  // MT19937's M
constexpr uint32_t kMatrixA = 0x9908b0dfu;

uint32_t twist(uint32_t u, uint32_t v) {
  const uint32_t mixed = (u & 0x80000000u) | (v & 0x7fffffffu);
  return (mixed >> 1) ^ ((v & 1u) ? kMatrixA : 0u);
}

}  // namespace

void MersenneTwister::reseed(uint64_t seed) {
  seed_ = seed;
  state_[0] = static_cast<uint32_t>(seed & 0xffffffffu);
  for (int j = 1; j < kStateSize; ++j)
    state_[j] = 1812433253u * (state_[j - 1] ^ (state_[j - 1] >> 30)) + static_cast<uint32_t>(j);
  left_ = 1;
  next_ = 0;
}

void MersenneTwister::next_state() {
  int k = 0;
  for (; k < kStateSize - kShift; ++k) state_[k] = state_[k + kShift] ^ twist(state_[k], state_[k + 1]);
  for (; k < kStateSize - 1; ++k) state_[k] = state_[k + kShift - kStateSize] ^ twist(state_[k], state_[k + 1]);
  state_[kStateSize - 1] = state_[kShift - 1] ^ twist(state_[kStateSize - 1], state_[0]);
  left_ = kStateSize;
  next_ = 0;
}

uint32_t MersenneTwister::operator()() {
  if (--left_ <= 0) next_state();
  uint32_t y = state_[next_++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

}  // namespace detail

namespace {

// PyTorch's CPUGeneratorImplState (with its legacy THGeneratorState first), the layout of
// torch.Generator.get_state() on x86-64.
struct LegacyState {
  uint64_t the_initial_seed;
  int32_t left;
  int32_t seeded;
  uint64_t next;
  uint64_t state[detail::MersenneTwister::kStateSize];
  double normal_x;
  double normal_y;
  double normal_rho;
  int32_t normal_is_valid;
};
struct State {
  LegacyState legacy;
  float next_float_normal_sample;
  bool is_next_float_normal_sample_valid;
};
static_assert(sizeof(LegacyState) == 5048 && sizeof(State) == 5056, "PyTorch's CPU generator state layout");

// PyTorch's CUDAGeneratorImpl state: the seed, then the offset.
struct PhiloxState {
  uint64_t seed;
  uint64_t offset;
};
static_assert(sizeof(PhiloxState) == 16, "PyTorch's CUDA generator state layout");

DeviceType checked_generator_type(Device device) {
  if (!device.is_cpu() && !device.is_cuda()) {
    std::string name(to_string(device.type()));  // PyTorch names the type in capitals here
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    raise<RuntimeError>("Device type {} is not supported for torch.Generator() api.", name);
  }
  return device.type();
}

}  // namespace

Generator::Generator(uint64_t seed) : state_(std::make_shared<detail::GeneratorState>()) {
  state_->engine.reseed(seed);
}

Generator::Generator(Device device, uint64_t seed) : Generator(seed) {
  state_->device_type = checked_generator_type(device);
}

Device Generator::device() const { return Device(state_->device_type); }

Generator& Generator::manual_seed(uint64_t seed) {
  const std::lock_guard<std::mutex> lock(state_->mutex);
  state_->engine.reseed(seed);
  state_->next_double_normal.reset();
  state_->next_float_normal.reset();
  state_->philox_offset = 0;
  return *this;
}

uint64_t Generator::seed() {
  std::random_device device;
  const uint64_t s = (static_cast<uint64_t>(device()) << 32) | device();
  manual_seed(s);
  return s;
}

uint64_t Generator::initial_seed() const {
  const std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->engine.seed_;
}

std::vector<uint8_t> Generator::get_state() const {
  const std::lock_guard<std::mutex> lock(state_->mutex);
  if (state_->device_type == DeviceType::CUDA) {
    const PhiloxState p{state_->engine.seed_, state_->philox_offset};
    std::vector<uint8_t> bytes(sizeof p);
    std::memcpy(bytes.data(), &p, sizeof p);
    return bytes;
  }
  State s;
  std::memset(&s, 0, sizeof s);
  const detail::MersenneTwister& e = state_->engine;
  s.legacy.the_initial_seed = e.seed_;
  s.legacy.left = e.left_;
  s.legacy.seeded = 1;
  s.legacy.next = static_cast<uint64_t>(e.next_);
  for (int i = 0; i < detail::MersenneTwister::kStateSize; ++i) s.legacy.state[i] = e.state_[i];
  if (state_->next_double_normal) {
    s.legacy.normal_is_valid = 1;
    s.legacy.normal_y = *state_->next_double_normal;
  }
  if (state_->next_float_normal) {
    s.is_next_float_normal_sample_valid = true;
    s.next_float_normal_sample = *state_->next_float_normal;
  }
  std::vector<uint8_t> bytes(sizeof s);
  std::memcpy(bytes.data(), &s, sizeof s);
  return bytes;
}

Generator& Generator::set_state(const std::vector<uint8_t>& bytes) {
  if (state_->device_type == DeviceType::CUDA) {
    OPFORGE_CHECK(bytes.size() == sizeof(PhiloxState), RuntimeError, "RNG state is wrong size");
    PhiloxState p;
    std::memcpy(&p, bytes.data(), sizeof p);
    const std::lock_guard<std::mutex> lock(state_->mutex);
    state_->engine.reseed(p.seed);
    state_->philox_offset = p.offset;
    return *this;
  }
  OPFORGE_CHECK(bytes.size() == sizeof(LegacyState) || bytes.size() == sizeof(State), RuntimeError,
                "Expected either a THGeneratorState of size {} or a CPUGeneratorImplState of size {} but found the "
                "input RNG state size to be {}",
                sizeof(LegacyState), sizeof(State), bytes.size());
  State s;
  std::memset(&s, 0, sizeof s);
  std::memcpy(&s, bytes.data(), bytes.size());
  // A state that would read outside the twister's words is refused (PyTorch trusts it).
  OPFORGE_CHECK(s.legacy.left >= 1 && s.legacy.left <= detail::MersenneTwister::kStateSize &&
                    s.legacy.next <= static_cast<uint64_t>(detail::MersenneTwister::kStateSize) &&
                    static_cast<int64_t>(s.legacy.next) + s.legacy.left - 1 <= detail::MersenneTwister::kStateSize,
                RuntimeError, "Invalid mt19937 state: left {} and next {} do not fit its {} words", s.legacy.left,
                s.legacy.next, detail::MersenneTwister::kStateSize);
  const std::lock_guard<std::mutex> lock(state_->mutex);
  detail::MersenneTwister& e = state_->engine;
  e.seed_ = s.legacy.the_initial_seed;
  e.left_ = s.legacy.left;
  e.next_ = static_cast<int>(s.legacy.next);
  for (int i = 0; i < detail::MersenneTwister::kStateSize; ++i) e.state_[i] = static_cast<uint32_t>(s.legacy.state[i]);
  state_->next_double_normal.reset();
  if (s.legacy.normal_is_valid) state_->next_double_normal = s.legacy.normal_y;
  state_->next_float_normal.reset();
  if (bytes.size() == sizeof(State) && s.is_next_float_normal_sample_valid)
    state_->next_float_normal = s.next_float_normal_sample;
  return *this;
}

Generator& default_generator() {
  static Generator generator;
  return generator;
}

namespace {

// The CUDA devices' default generators, made when first asked for, seeded with the last
// manual_seed (PyTorch seeds the devices it has not initialized yet when it does).
struct CudaDefaults {
  std::mutex mutex;
  std::map<DeviceIndex, Generator> generators;
  uint64_t seed = Generator::kDefaultSeed;
};

CudaDefaults& cuda_defaults() {
  static CudaDefaults defaults;
  return defaults;
}

}  // namespace

Generator default_generator(Device device) {
  if (device.is_cpu()) return default_generator();
  OPFORGE_CHECK(device.is_cuda(), RuntimeError, "Device type {} has no default generator.", to_string(device.type()));
  const DeviceIndex index = device.has_index() ? device.index() : detail::cuda_current_device();
  CudaDefaults& d = cuda_defaults();
  const std::lock_guard<std::mutex> lock(d.mutex);
  auto it = d.generators.find(index);
  if (it == d.generators.end()) it = d.generators.emplace(index, Generator(Device(DeviceType::CUDA), d.seed)).first;
  return it->second;
}

Generator generator_or_default(const std::optional<Generator>& generator, Device device) {
  return generator ? *generator : default_generator(device);
}

void check_generator_device(const std::optional<Generator>& generator, Device device) {
  if (!generator) return;
  const DeviceType type = generator->device().type();
  OPFORGE_CHECK(type == device.type(), RuntimeError, "Expected a '{}' device type for generator but found '{}'",
                to_string(device.type()), to_string(type));
}

void manual_seed(uint64_t seed) {
  default_generator().manual_seed(seed);
  CudaDefaults& d = cuda_defaults();
  const std::lock_guard<std::mutex> lock(d.mutex);
  d.seed = seed;
  for (auto& [index, generator] : d.generators) generator.manual_seed(seed);
}

uint64_t initial_seed() { return default_generator().initial_seed(); }

}  // namespace opforge
