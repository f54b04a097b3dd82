// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named arange (arange, arange.start, arange.start_step).
// The functions are defined in generated/src/dispatch/arange.cpp, except the inline forwarding
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

// arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// The numbers 0, 1, ... below end.
Tensor arange(const Scalar& end, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& arange_out(Tensor& out, const Scalar& end, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// The numbers start, start + 1, ... below end.
Tensor arange(const Scalar& start, const Scalar& end, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

// arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// The numbers start, start + step, ... short of end.
Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& arange_out(Tensor& out, const Scalar& start, const Scalar& end, const Scalar& step = 1, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

inline Tensor arange(const Scalar& end, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "arange() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "arange() got an unexpected keyword argument 'names'");
  return opforge::arange(end, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor arange(const Scalar& start, const Scalar& end, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "arange() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "arange() got an unexpected keyword argument 'names'");
  return opforge::arange(start, end, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "arange() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "arange() got an unexpected keyword argument 'names'");
  return opforge::arange(start, end, step, options.dtype_, options.layout_, options.device_, std::nullopt);
}

}  // namespace opforge
