// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named randint_like (randint_like, randint_like.low_dtype).
// The functions are defined in generated/src/dispatch/randint_like.cpp, except the inline forwarding
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

// randint_like(Tensor self, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
// A tensor like self filled with integers drawn uniformly from [0, high).
Tensor randint_like(const Tensor& self, int64_t high, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt);

// randint_like.low_dtype(Tensor self, int low, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
// A tensor like self filled with integers drawn uniformly from [low, high).
Tensor randint_like(const Tensor& self, int64_t low, int64_t high, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt);

inline Tensor randint_like(const Tensor& self, int64_t high, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.names_, TypeError, "randint_like() got an unexpected keyword argument 'names'");
  return opforge::randint_like(self, high, options.dtype_, options.layout_, options.device_, std::nullopt, options.memory_format_);
}

inline Tensor randint_like(const Tensor& self, int64_t low, int64_t high, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.names_, TypeError, "randint_like() got an unexpected keyword argument 'names'");
  return opforge::randint_like(self, low, high, options.dtype_, options.layout_, options.device_, std::nullopt, options.memory_format_);
}

}  // namespace opforge
