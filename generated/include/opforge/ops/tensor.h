// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named tensor (tensor, tensor.names).
// The functions are defined in generated/src/dispatch/tensor.cpp, except the inline forwarding
// forms below; the methods are declared in class Tensor (opforge/tensor_methods.inc).
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "opforge/nested_list.h"
#include "opforge/tensor.h"

namespace opforge {

// tensor(NestedList data, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the numbers of data, shaped as its lists nest.
Tensor tensor(const NestedList& data, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

// tensor.names(NestedList data, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the numbers of data, shaped as its lists nest, with dimension names.
Tensor tensor(const NestedList& data, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

inline Tensor tensor(const NestedList& data, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "tensor() got an unexpected keyword argument 'memory_format'");
  if (options.names_) return opforge::tensor(data, DimnameList(*options.names_), options.dtype_, options.layout_, options.device_, std::nullopt);
  return opforge::tensor(data, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor tensor(const NestedList& data, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::tensor(data, DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor tensor(const NestedList& data, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "tensor() got an unexpected keyword argument 'memory_format'");
  return opforge::tensor(data, names, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor tensor(const NestedList& data, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::tensor(data, DimnameList(names.begin(), names.size()), options);
}

}  // namespace opforge
