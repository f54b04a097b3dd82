// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named randint (randint, randint.generator, randint.low, randint.low_generator).
// The functions are defined in generated/src/dispatch/randint.cpp, except the inline forwarding
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

// randint(int high, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with integers drawn uniformly from [0, high).
Tensor randint(int64_t high, IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& randint_out(Tensor& out, int64_t high, IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// randint.generator(int high, int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with integers of [0, high) drawn from generator.
Tensor randint(int64_t high, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& randint_out(Tensor& out, int64_t high, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// randint.low(int low, int high, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with integers drawn uniformly from [low, high).
Tensor randint(int64_t low, int64_t high, IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& randint_out(Tensor& out, int64_t low, int64_t high, IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// randint.low_generator(int low, int high, int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with integers of [low, high) drawn from generator.
Tensor randint(int64_t low, int64_t high, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& randint_out(Tensor& out, int64_t low, int64_t high, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

inline Tensor randint(int64_t high, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::randint(high, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor randint(int64_t high, IntArrayRef size, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "randint() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "randint() got an unexpected keyword argument 'names'");
  return opforge::randint(high, size, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor randint(int64_t high, std::initializer_list<int64_t> size, const TensorOptions& options = {}) {
  return opforge::randint(high, IntArrayRef(size.begin(), size.size()), options);
}

inline Tensor& randint_out(Tensor& out, int64_t high, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::randint_out(out, high, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor randint(int64_t high, std::initializer_list<int64_t> size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::randint(high, IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

inline Tensor randint(int64_t high, IntArrayRef size, std::optional<Generator> generator, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "randint() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "randint() got an unexpected keyword argument 'names'");
  return opforge::randint(high, size, generator, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor randint(int64_t high, std::initializer_list<int64_t> size, std::optional<Generator> generator, const TensorOptions& options = {}) {
  return opforge::randint(high, IntArrayRef(size.begin(), size.size()), generator, options);
}

inline Tensor& randint_out(Tensor& out, int64_t high, std::initializer_list<int64_t> size, std::optional<Generator> generator, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::randint_out(out, high, IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

inline Tensor randint(int64_t low, int64_t high, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::randint(low, high, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor randint(int64_t low, int64_t high, IntArrayRef size, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "randint() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "randint() got an unexpected keyword argument 'names'");
  return opforge::randint(low, high, size, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor randint(int64_t low, int64_t high, std::initializer_list<int64_t> size, const TensorOptions& options = {}) {
  return opforge::randint(low, high, IntArrayRef(size.begin(), size.size()), options);
}

inline Tensor& randint_out(Tensor& out, int64_t low, int64_t high, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::randint_out(out, low, high, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor randint(int64_t low, int64_t high, std::initializer_list<int64_t> size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::randint(low, high, IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

inline Tensor randint(int64_t low, int64_t high, IntArrayRef size, std::optional<Generator> generator, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "randint() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "randint() got an unexpected keyword argument 'names'");
  return opforge::randint(low, high, size, generator, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor randint(int64_t low, int64_t high, std::initializer_list<int64_t> size, std::optional<Generator> generator, const TensorOptions& options = {}) {
  return opforge::randint(low, high, IntArrayRef(size.begin(), size.size()), generator, options);
}

inline Tensor& randint_out(Tensor& out, int64_t low, int64_t high, std::initializer_list<int64_t> size, std::optional<Generator> generator, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::randint_out(out, low, high, IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

}  // namespace opforge
