// Device parsing, printing and validation (PyTorch's grammar and messages, from c10/core/Device.cpp
// and torch/csrc/utils/python_arg_parser.h), the default device, and CUDA detection.
#include "opforge/device.h"

#include <algorithm>
#include <array>
#include <limits>

#include <fmt/ranges.h>

#include "opforge/error.h"

#ifdef OPFORGE_HAS_CUDA
#include <cuda_runtime.h>
#endif

namespace opforge {
namespace {

// Indexed by DeviceType; the order is also the order PyTorch lists the names in its error message.
constexpr std::array<std::string_view, 20> kDeviceTypeNames = {
    "cpu",  "cuda", "ipu", "xpu",  "mkldnn", "opengl", "opencl", "ideep", "hip",  "ve",
    "fpga", "maia", "xla", "lazy", "vulkan", "mps",    "meta",   "hpu",   "mtia", "privateuseone",
};
static_assert(kDeviceTypeNames.size() == static_cast<size_t>(DeviceType::PrivateUse1) + 1);

constexpr int64_t kMaxDeviceIndex = std::numeric_limits<DeviceIndex>::max();

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }

DeviceType parse_device_type(std::string_view name) {
  for (size_t i = 0; i < kDeviceTypeNames.size(); ++i) {
    if (kDeviceTypeNames[i] == name) return static_cast<DeviceType>(i);
  }
  raise<RuntimeError>("Expected one of {} device type at start of device string: {}", fmt::join(kDeviceTypeNames, ", "),
                      name);
}

}  // namespace

void Device::validate(DeviceType type, DeviceIndex index) {
  (void)to_string(type);
  OPFORGE_CHECK(index >= -1, RuntimeError, "Device index must be -1 or non-negative, got {}", static_cast<int>(index));
  OPFORGE_CHECK(type != DeviceType::CPU || index <= 0, RuntimeError, "CPU device index must be -1 or zero, got {}",
                static_cast<int>(index));
}

namespace {

// The default device of this thread. Thread-local because PyTorch's equivalents are: `with
// torch.device(...)` pushes a TorchFunctionMode onto a thread-local stack, and
// torch.set_default_device stores its context in a threading.local. A scope opened on one thread
// therefore never changes where another thread's factories allocate.
thread_local DeviceType t_default_type = DeviceType::CPU;
thread_local DeviceIndex t_default_index = -1;

}  // namespace

std::string_view to_string(DeviceType t) {
  const auto i = static_cast<size_t>(static_cast<uint8_t>(t));
  OPFORGE_CHECK(i < kDeviceTypeNames.size(), RuntimeError, "Unknown device: {}", static_cast<int>(t));
  return kDeviceTypeNames[i];
}

// Accepts exactly ([a-zA-Z_]+)(:([1-9][0-9]*|0))? and reports the first problem in PyTorch's
// order: empty string, bad shape, unparsable index, unknown type, invalid index for the type.
Device::Device(std::string_view s) : type_(DeviceType::CPU) {
  OPFORGE_CHECK(!s.empty(), RuntimeError, "Device string must not be empty");

  const size_t colon = s.find(':');
  const std::string_view name = s.substr(0, colon);
  const std::string_view digits = colon == std::string_view::npos ? std::string_view() : s.substr(colon + 1);
  bool well_formed = !name.empty();
  for (char c : name) well_formed = well_formed && (is_ascii_letter(c) || c == '_');
  if (colon != std::string_view::npos) {
    well_formed = well_formed && !digits.empty() && (digits[0] != '0' || digits.size() == 1);
    for (char c : digits) well_formed = well_formed && is_ascii_digit(c);
  }
  OPFORGE_CHECK(well_formed, RuntimeError, "Invalid device string: '{}'", s);

  // PyTorch parses the index as an int and then narrows it to its 8-bit DeviceIndex, so 'cuda:128'
  // silently became cuda:-128. An index that does not fit DeviceIndex is reported here with the
  // message PyTorch gives for one that does not fit an int.
  if (!digits.empty()) {
    int64_t value = 0;
    for (char c : digits) {
      value = value * 10 + (c - '0');
      OPFORGE_CHECK(value <= kMaxDeviceIndex, RuntimeError, "Could not parse device index '{}' in device string '{}'",
                    digits, s);
    }
    index_ = static_cast<DeviceIndex>(value);
  }
  type_ = parse_device_type(name);
  validate(type_, index_);
}

// torch/csrc/Device.cpp's order: the string is parsed first (its own errors), then an index in it
// is refused, then the explicit index's sign; an index beyond DeviceIndex is refused rather than
// narrowed, as for from_ordinal.
Device::Device(std::string_view type, std::optional<int64_t> index) : Device(type) {
  OPFORGE_CHECK(!has_index(), RuntimeError,
                "type (string) must not include an index because index was passed explicitly: {}", type);
  if (!index.has_value()) return;
  OPFORGE_CHECK(*index >= 0, RuntimeError, "Device index must not be negative");
  OPFORGE_CHECK(*index <= kMaxDeviceIndex, RuntimeError, "Device index must be at most {}, got {}", kMaxDeviceIndex,
                *index);
  index_ = static_cast<DeviceIndex>(*index);
  validate(type_, index_);
}

// torch.device(int): python_arg_parser's deviceFromLong checks the sign before asking for the
// accelerator. Where PyTorch narrows a large ordinal to 8 bits, we refuse it.
Device Device::from_ordinal(int64_t ordinal) {
  OPFORGE_CHECK(ordinal >= 0, RuntimeError, "Device index must not be negative");
  const std::optional<DeviceType> accelerator = current_accelerator();
  OPFORGE_CHECK(accelerator.has_value(), RuntimeError, "Cannot access accelerator device when none is available.");
  OPFORGE_CHECK(ordinal <= kMaxDeviceIndex, RuntimeError, "Device index must be at most {}, got {}", kMaxDeviceIndex,
                ordinal);
  return Device(*accelerator, static_cast<DeviceIndex>(ordinal));
}

std::string Device::str() const {
  if (!has_index()) return std::string(to_string(type_));
  return fmt::format("{}:{}", to_string(type_), static_cast<int>(index_));
}

int cuda_device_count() {
#ifdef OPFORGE_HAS_CUDA
  // Asked once: the answer cannot change for the life of the process, and the first call
  // initializes the CUDA runtime, which is slow. On failure cudaGetDeviceCount may leave `count`
  // untouched (it does on machines whose driver is older than the runtime), hence the 0 start.
  static const int count = [] {
    int n = 0;
    if (cudaGetDeviceCount(&n) != cudaSuccess) {
      cudaGetLastError();  // clear the error so later, unrelated CUDA calls do not report it
      return 0;
    }
    // Every device must be addressable by a DeviceIndex.
    return std::clamp(n, 0, static_cast<int>(kMaxDeviceIndex) + 1);
  }();
  return count;
#else
  return 0;
#endif
}

std::optional<DeviceType> current_accelerator() {
  if (cuda_device_count() > 0) return DeviceType::CUDA;
  return std::nullopt;
}

Device get_default_device() { return Device(t_default_type, t_default_index); }

void set_default_device(Device d) {
  t_default_type = d.type();
  t_default_index = d.index();
}

DeviceScope::DeviceScope(Device d) : previous_(get_default_device()) { set_default_device(d); }

DeviceScope::~DeviceScope() { set_default_device(previous_); }

}  // namespace opforge
