// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named linspace (linspace).
// The functions are defined in generated/src/dispatch/linspace.cpp, except the inline forwarding
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

// linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// steps numbers evenly spaced from start to end, both included.
Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& linspace_out(Tensor& out, const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

inline Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "linspace() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "linspace() got an unexpected keyword argument 'names'");
  return opforge::linspace(start, end, steps, options.dtype_, options.layout_, options.device_, std::nullopt);
}

}  // namespace opforge
