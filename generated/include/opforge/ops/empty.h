// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named empty (empty.memory_format, empty.names).
// The functions are defined in generated/src/dispatch/empty.cpp, except the inline forwarding
// forms below; the methods are declared in class Tensor (opforge/tensor_methods.inc).
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "opforge/tensor.h"

namespace opforge {

// empty.memory_format(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
// A tensor of the given size whose elements are not initialized (bool elements are False).
Tensor empty(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt);
Tensor& empty_out(Tensor& out, IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt, std::optional<MemoryFormat> memory_format = std::nullopt);

// empty.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
// A tensor of the given size whose elements are not initialized, with dimension names.
Tensor empty(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt);

inline Tensor empty(std::initializer_list<int64_t> size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt) {
  return opforge::empty(IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory, memory_format);
}

inline Tensor empty(IntArrayRef size, const TensorOptions& options = {}) {
  if (options.names_) return opforge::empty(size, DimnameList(*options.names_), options.dtype_, options.layout_, options.device_, std::nullopt, options.memory_format_);
  return opforge::empty(size, options.dtype_, options.layout_, options.device_, std::nullopt, options.memory_format_);
}

inline Tensor empty(std::initializer_list<int64_t> size, const TensorOptions& options = {}) {
  return opforge::empty(IntArrayRef(size.begin(), size.size()), options);
}

inline Tensor& empty_out(Tensor& out, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt, std::optional<MemoryFormat> memory_format = std::nullopt) {
  return opforge::empty_out(out, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory, memory_format);
}

inline Tensor empty(std::initializer_list<int64_t> size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt) {
  return opforge::empty(IntArrayRef(size.begin(), size.size()), names, dtype, layout, device, pin_memory, memory_format);
}

inline Tensor empty(IntArrayRef size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt) {
  return opforge::empty(size, DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory, memory_format);
}

inline Tensor empty(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt) {
  return opforge::empty(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory, memory_format);
}

inline Tensor empty(IntArrayRef size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  return opforge::empty(size, names, options.dtype_, options.layout_, options.device_, std::nullopt, options.memory_format_);
}

inline Tensor empty(std::initializer_list<int64_t> size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  return opforge::empty(IntArrayRef(size.begin(), size.size()), names, options);
}

inline Tensor empty(IntArrayRef size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::empty(size, DimnameList(names.begin(), names.size()), options);
}

inline Tensor empty(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::empty(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), options);
}

}  // namespace opforge
