// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named full (full, full.names).
// The functions are defined in generated/src/dispatch/full.cpp, except the inline forwarding
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

// full(int[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with fill_value, of its kind's dtype unless dtype is given.
Tensor full(IntArrayRef size, const Scalar& fill_value, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& full_out(Tensor& out, IntArrayRef size, const Scalar& fill_value, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// full.names(int[] size, Scalar fill_value, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with fill_value, with dimension names.
Tensor full(IntArrayRef size, const Scalar& fill_value, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

inline Tensor full(std::initializer_list<int64_t> size, const Scalar& fill_value, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::full(IntArrayRef(size.begin(), size.size()), fill_value, dtype, layout, device, pin_memory);
}

inline Tensor full(IntArrayRef size, const Scalar& fill_value, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "full() got an unexpected keyword argument 'memory_format'");
  if (options.names_) return opforge::full(size, fill_value, DimnameList(*options.names_), options.dtype_, options.layout_, options.device_, std::nullopt);
  return opforge::full(size, fill_value, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor full(std::initializer_list<int64_t> size, const Scalar& fill_value, const TensorOptions& options = {}) {
  return opforge::full(IntArrayRef(size.begin(), size.size()), fill_value, options);
}

inline Tensor& full_out(Tensor& out, std::initializer_list<int64_t> size, const Scalar& fill_value, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::full_out(out, IntArrayRef(size.begin(), size.size()), fill_value, dtype, layout, device, pin_memory);
}

inline Tensor full(std::initializer_list<int64_t> size, const Scalar& fill_value, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::full(IntArrayRef(size.begin(), size.size()), fill_value, names, dtype, layout, device, pin_memory);
}

inline Tensor full(IntArrayRef size, const Scalar& fill_value, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::full(size, fill_value, DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor full(std::initializer_list<int64_t> size, const Scalar& fill_value, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::full(IntArrayRef(size.begin(), size.size()), fill_value, DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor full(IntArrayRef size, const Scalar& fill_value, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "full() got an unexpected keyword argument 'memory_format'");
  return opforge::full(size, fill_value, names, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor full(std::initializer_list<int64_t> size, const Scalar& fill_value, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  return opforge::full(IntArrayRef(size.begin(), size.size()), fill_value, names, options);
}

inline Tensor full(IntArrayRef size, const Scalar& fill_value, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::full(size, fill_value, DimnameList(names.begin(), names.size()), options);
}

inline Tensor full(std::initializer_list<int64_t> size, const Scalar& fill_value, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::full(IntArrayRef(size.begin(), size.size()), fill_value, DimnameList(names.begin(), names.size()), options);
}

}  // namespace opforge
