// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named rand (rand, rand.generator, rand.names).
// The functions are defined in generated/src/dispatch/rand.cpp, except the inline forwarding
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

// rand(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with samples of the uniform distribution on [0, 1).
Tensor rand(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& rand_out(Tensor& out, IntArrayRef size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// rand.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with uniform samples on [0, 1) drawn from generator.
Tensor rand(IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& rand_out(Tensor& out, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

// rand.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with uniform samples on [0, 1), with dimension names.
Tensor rand(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);

inline Tensor rand(std::initializer_list<int64_t> size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor rand(IntArrayRef size, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "rand() got an unexpected keyword argument 'memory_format'");
  if (options.names_) return opforge::rand(size, DimnameList(*options.names_), options.dtype_, options.layout_, options.device_, std::nullopt);
  return opforge::rand(size, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor rand(std::initializer_list<int64_t> size, const TensorOptions& options = {}) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), options);
}

inline Tensor& rand_out(Tensor& out, std::initializer_list<int64_t> size, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::rand_out(out, IntArrayRef(size.begin(), size.size()), dtype, layout, device, pin_memory);
}

inline Tensor rand(std::initializer_list<int64_t> size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

inline Tensor rand(IntArrayRef size, std::optional<Generator> generator, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "rand() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "rand() got an unexpected keyword argument 'names'");
  return opforge::rand(size, generator, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor rand(std::initializer_list<int64_t> size, std::optional<Generator> generator, const TensorOptions& options = {}) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), generator, options);
}

inline Tensor& rand_out(Tensor& out, std::initializer_list<int64_t> size, std::optional<Generator> generator, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::rand_out(out, IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

inline Tensor rand(std::initializer_list<int64_t> size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), names, dtype, layout, device, pin_memory);
}

inline Tensor rand(IntArrayRef size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::rand(size, DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor rand(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), dtype, layout, device, pin_memory);
}

inline Tensor rand(IntArrayRef size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "rand() got an unexpected keyword argument 'memory_format'");
  return opforge::rand(size, names, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor rand(std::initializer_list<int64_t> size, std::optional<DimnameList> names, const TensorOptions& options = {}) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), names, options);
}

inline Tensor rand(IntArrayRef size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::rand(size, DimnameList(names.begin(), names.size()), options);
}

inline Tensor rand(std::initializer_list<int64_t> size, std::initializer_list<Dimname> names, const TensorOptions& options = {}) {
  return opforge::rand(IntArrayRef(size.begin(), size.size()), DimnameList(names.begin(), names.size()), options);
}

}  // namespace opforge
