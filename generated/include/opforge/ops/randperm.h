// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named randperm (randperm, randperm.generator).
// The functions are defined in generated/src/dispatch/randperm.cpp, except the inline forwarding
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

// randperm(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A random permutation of the integers 0 to n - 1.
Tensor randperm(int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& randperm_out(Tensor& out, int64_t n, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// randperm.generator(int n, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A random permutation of the integers 0 to n - 1 drawn from generator.
Tensor randperm(int64_t n, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& randperm_out(Tensor& out, int64_t n, std::optional<Generator> generator, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

inline Tensor randperm(int64_t n, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "randperm() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "randperm() got an unexpected keyword argument 'names'");
  return opforge::randperm(n, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor randperm(int64_t n, std::optional<Generator> generator, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "randperm() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "randperm() got an unexpected keyword argument 'names'");
  return opforge::randperm(n, generator, options.dtype_, options.layout_, options.device_, std::nullopt);
}

}  // namespace opforge
