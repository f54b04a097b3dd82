// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named zeros (zeros, zeros.names).
// The functions are defined in generated/src/dispatch/zeros.cpp, except the inline forwarding
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

// zeros(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with zeros.
Tensor zeros(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& zeros_out(Tensor& out, IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// zeros.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with zeros, with dimension names.
Tensor zeros(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

inline Tensor zeros(std::initializer_list<int64_t> size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::zeros(IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor zeros(IntArrayRef size, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "zeros() got an unexpected keyword argument 'memory_format'");
  if (options.names_) return opforge::zeros(size, DimnameList(*options.names_), options.dtype_, options.layout_, options.device_, std::nullopt);
  return opforge::zeros(size, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor zeros(std::initializer_list<int64_t> size, const TensorOptions& options = {}) {
  return opforge::zeros(IntArrayRef(size.begin(), size.size()), options);
}

inline Tensor& zeros_out(Tensor& out, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::zeros_out(out, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor zeros(std::initializer_list<int64_t> size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::zeros(IntArrayRef(size.begin(), size.size()), names, dtype, layout, device, pin_memory);
}

inline Tensor zeros(IntArrayRef size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::zeros(size, DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor zeros(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::zeros(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor zeros(IntArrayRef size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "zeros() got an unexpected keyword argument 'memory_format'");
  return opforge::zeros(size, names, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor zeros(std::initializer_list<int64_t> size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  return opforge::zeros(IntArrayRef(size.begin(), size.size()), names, options);
}

inline Tensor zeros(IntArrayRef size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::zeros(size, DimnameList(names.begin(), names.size()), options);
}

inline Tensor zeros(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::zeros(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), options);
}

}  // namespace opforge
