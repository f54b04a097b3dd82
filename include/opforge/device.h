// Where a tensor lives: a device type and an optional ordinal, parsed and printed exactly like
// torch.device. Also the default device for factories (set_default_device and a scope guard, the
// C++ form of `with torch.device(...)`) and run-time CUDA detection.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace opforge {

enum class DeviceType : int8_t {
  CPU,
  CUDA,
  IPU,
  XPU,
  MKLDNN,
  OPENGL,
  OPENCL,
  IDEEP,
  HIP,
  VE,
  FPGA,
  MAIA,
  XLA,
  Lazy,
  Vulkan,
  MPS,
  Meta,
  HPU,
  MTIA,
  PrivateUse1,
};

// The lower-case name used in device strings ("cpu", "cuda", "privateuseone"); RuntimeError
// "Unknown device: 80" for a value outside the enum.
std::string_view to_string(DeviceType t);
std::ostream& operator<<(std::ostream& os, DeviceType t);  // "cuda"

using DeviceIndex = int8_t;

class Device {
 public:
  // Raises RuntimeError for a type outside the enum ("Unknown device: 80", c10's text), an index
  // below -1 or a non-zero CPU index, as PyTorch does.
  Device(DeviceType type, DeviceIndex index = -1) : type_(type), index_(index) {
    if (index != -1 || static_cast<uint8_t>(type) > static_cast<uint8_t>(DeviceType::PrivateUse1)) [[unlikely]]
      validate(type, index);
  }
  // Parses "cpu", "cuda", "cuda:1", ... with PyTorch's grammar and error messages.
  Device(std::string_view s);
  Device(const char* s) : Device(std::string_view(s)) {}
  Device(const std::string& s) : Device(std::string_view(s)) {}
  // torch.device(type, index): a type string without an index ("cuda") and the index apart, which
  // unlike C++'s -1 must not be negative ("Device index must not be negative"); no index is
  // std::nullopt. "cuda:1" with an index raises PyTorch's "type (string) must not include an index
  // because index was passed explicitly: cuda:1".
  Device(std::string_view type, std::optional<int64_t> index);

  // torch.device(ordinal): the current accelerator with that index. With no accelerator present
  // raises "Cannot access accelerator device when none is available."
  static Device from_ordinal(int64_t ordinal);

  DeviceType type() const { return type_; }
  DeviceIndex index() const { return index_; }
  bool has_index() const { return index_ != -1; }
  bool is_cpu() const { return type_ == DeviceType::CPU; }
  bool is_cuda() const { return type_ == DeviceType::CUDA; }
  // The meta device: tensors with sizes, strides, dtype and names but no memory (storage.h).
  bool is_meta() const { return type_ == DeviceType::Meta; }

  // "cuda:1" / "cpu": round-trips through the string constructor.
  std::string str() const;

  bool operator==(const Device& o) const { return type_ == o.type_ && index_ == o.index_; }

 private:
  static void validate(DeviceType type, DeviceIndex index);

  DeviceType type_;
  DeviceIndex index_ = -1;
};

std::ostream& operator<<(std::ostream& os, const Device& d);  // str(): "cuda:0", "cpu"

// Number of CUDA devices usable by this process; 0 when CUDA is not built, or the runtime reports
// any error (no driver, old driver, no device).
int cuda_device_count();
inline bool cuda_is_available() { return cuda_device_count() > 0; }
// The device type of the current accelerator, if any (CUDA when a GPU is present).
std::optional<DeviceType> current_accelerator();

// The device factories use when none is given. Starts as cpu.
Device get_default_device();
void set_default_device(Device d);

// RAII form of `with torch.device(d):` — factories without an explicit device use `d` inside the
// scope; the previous default comes back on exit. Nests.
class DeviceScope {
 public:
  explicit DeviceScope(Device d);
  ~DeviceScope();
  DeviceScope(const DeviceScope&) = delete;
  DeviceScope& operator=(const DeviceScope&) = delete;

 private:
  Device previous_;
};

}  // namespace opforge

template <>
struct fmt::formatter<opforge::Device> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(const opforge::Device& d, Ctx& ctx) const {
    return fmt::format_to(ctx.out(), "{}", d.str());
  }
};
template <>
struct fmt::formatter<opforge::DeviceType> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(opforge::DeviceType t, Ctx& ctx) const {
    return fmt::format_to(ctx.out(), "{}", opforge::to_string(t));
  }
};
