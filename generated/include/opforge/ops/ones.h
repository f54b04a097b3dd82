// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named ones (ones, ones.names).
// The functions are defined in generated/src/dispatch/ones.cpp, except the inline forwarding
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

// ones(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with ones.
Tensor ones(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& ones_out(Tensor& out, IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// ones.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with ones, with dimension names.
Tensor ones(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

inline Tensor ones(std::initializer_list<int64_t> size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::ones(IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor ones(IntArrayRef size, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "ones() got an unexpected keyword argument 'memory_format'");
  if (options.names_) return opforge::ones(size, DimnameList(*options.names_), options.dtype_, options.layout_, options.device_, std::nullopt);
  return opforge::ones(size, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor ones(std::initializer_list<int64_t> size, const TensorOptions& options = {}) {
  return opforge::ones(IntArrayRef(size.begin(), size.size()), options);
}

inline Tensor& ones_out(Tensor& out, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::ones_out(out, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor ones(std::initializer_list<int64_t> size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::ones(IntArrayRef(size.begin(), size.size()), names, dtype, layout, device, pin_memory);
}

inline Tensor ones(IntArrayRef size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::ones(size, DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor ones(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::ones(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor ones(IntArrayRef size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "ones() got an unexpected keyword argument 'memory_format'");
  return opforge::ones(size, names, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor ones(std::initializer_list<int64_t> size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  return opforge::ones(IntArrayRef(size.begin(), size.size()), names, options);
}

inline Tensor ones(IntArrayRef size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::ones(size, DimnameList(names.begin(), names.size()), options);
}

inline Tensor ones(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::ones(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), options);
}

}  // namespace opforge
