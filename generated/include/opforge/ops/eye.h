// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named eye (eye, eye.m).
// The functions are defined in generated/src/dispatch/eye.cpp, except the inline forwarding
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

// eye(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// The n x n identity matrix.
Tensor eye(int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& eye_out(Tensor& out, int64_t n, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// eye.m(int n, int m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// The n x m matrix with ones on its diagonal and zeros elsewhere.
Tensor eye(int64_t n, int64_t m, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& eye_out(Tensor& out, int64_t n, int64_t m, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

inline Tensor eye(int64_t n, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "eye() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "eye() got an unexpected keyword argument 'names'");
  return opforge::eye(n, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor eye(int64_t n, int64_t m, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "eye() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "eye() got an unexpected keyword argument 'names'");
  return opforge::eye(n, m, options.dtype_, options.layout_, options.device_, std::nullopt);
}

}  // namespace opforge
