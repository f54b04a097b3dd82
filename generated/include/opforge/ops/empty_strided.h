// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named empty_strided (empty_strided).
// The functions are defined in generated/src/dispatch/empty_strided.cpp, except the inline forwarding
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

// empty_strided(int[] size, int[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size and strides whose elements are not initialized.
Tensor empty_strided(IntArrayRef size, IntArrayRef stride, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

inline Tensor empty_strided(std::initializer_list<int64_t> size, IntArrayRef stride, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::empty_strided(IntArrayRef(size.begin(), size.size()), stride, dtype, layout, device, pin_memory);
}

inline Tensor empty_strided(IntArrayRef size, std::initializer_list<int64_t> stride, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::empty_strided(size, IntArrayRef(stride.begin(), stride.size()), dtype, layout, device, pin_memory);
}

inline Tensor empty_strided(std::initializer_list<int64_t> size, std::initializer_list<int64_t> stride, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::empty_strided(IntArrayRef(size.begin(), size.size()), IntArrayRef(stride.begin(), stride.size()), dtype, layout, device, pin_memory);
}

inline Tensor empty_strided(IntArrayRef size, IntArrayRef stride, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "empty_strided() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "empty_strided() got an unexpected keyword argument 'names'");
  return opforge::empty_strided(size, stride, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor empty_strided(std::initializer_list<int64_t> size, IntArrayRef stride, const TensorOptions& options = {}) {
  return opforge::empty_strided(IntArrayRef(size.begin(), size.size()), stride, options);
}

inline Tensor empty_strided(IntArrayRef size, std::initializer_list<int64_t> stride, const TensorOptions& options = {}) {
  return opforge::empty_strided(size, IntArrayRef(stride.begin(), stride.size()), options);
}

inline Tensor empty_strided(std::initializer_list<int64_t> size, std::initializer_list<int64_t> stride, const TensorOptions& options = {}) {
  return opforge::empty_strided(IntArrayRef(size.begin(), size.size()), IntArrayRef(stride.begin(), stride.size()), options);
}

}  // namespace opforge
