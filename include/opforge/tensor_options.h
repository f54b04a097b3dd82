// Options of factory functions: dtype, device, layout, memory format and names, each optional.
// Unset fields take the defaults (get_default_dtype(), get_default_device(), strided, contiguous).
#pragma once

#include <initializer_list>
#include <optional>

#include "opforge/device.h"
#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/scalar_type.h"

namespace opforge {

struct TensorOptions {
  std::optional<ScalarType> dtype_;
  std::optional<Device> device_;
  std::optional<Layout> layout_;
  std::optional<MemoryFormat> memory_format_;
  std::optional<DimnameVector> names_;

  TensorOptions() = default;
  TensorOptions(ScalarType t) : dtype_(t) {}
  TensorOptions(Device d) : device_(d) {}
  TensorOptions(const char* device) : device_(Device(device)) {}
  TensorOptions(MemoryFormat m) : memory_format_(m) {}

  TensorOptions dtype(ScalarType t) const {
    auto o = *this;
    o.dtype_ = t;
    return o;
  }
  TensorOptions device(Device d) const {
    auto o = *this;
    o.device_ = d;
    return o;
  }
  TensorOptions layout(Layout l) const {
    auto o = *this;
    o.layout_ = l;
    return o;
  }
  TensorOptions memory_format(MemoryFormat m) const {
    auto o = *this;
    o.memory_format_ = m;
    return o;
  }
  TensorOptions names(DimnameList n) const {
    auto o = *this;
    o.names_ = DimnameVector(n);
    return o;
  }
  TensorOptions names(std::initializer_list<Dimname> n) const { return names(DimnameList(n.begin(), n.size())); }
};

inline TensorOptions dtype(ScalarType t) { return TensorOptions().dtype(t); }
inline TensorOptions device(Device d) { return TensorOptions().device(d); }
inline TensorOptions names(std::initializer_list<Dimname> n) { return TensorOptions().names(n); }

}  // namespace opforge
