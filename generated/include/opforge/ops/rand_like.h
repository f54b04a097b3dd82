// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named rand_like (rand_like).
// The functions are defined in generated/src/dispatch/rand_like.cpp, except the inline forwarding
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

// rand_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
// A tensor like self filled with samples of the uniform distribution on [0, 1).
Tensor rand_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format = std::nullopt);

inline Tensor rand_like(const Tensor& self, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.names_, TypeError, "rand_like() got an unexpected keyword argument 'names'");
  return opforge::rand_like(self, options.dtype_, options.layout_, options.device_, std::nullopt, options.memory_format_);
}

}  // namespace opforge
