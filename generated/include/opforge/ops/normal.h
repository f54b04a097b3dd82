// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named normal (normal, normal.Tensor_Tensor, normal.Tensor_float, normal.float_Tensor, normal.float_float).
// The functions are defined in generated/src/dispatch/normal.cpp, except the inline forwarding
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

// normal(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
// Fills self with samples of the normal distribution of mean and std (each part of a complex
// element std / sqrt(2)).

// normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor
// Samples of the normal distributions of the elements of mean and std, broadcast.
Tensor normal(const Tensor& mean, const Tensor& std, std::optional<Generator> generator = std::nullopt);
Tensor& normal_out(Tensor& out, const Tensor& mean, const Tensor& std, std::optional<Generator> generator = std::nullopt);

// normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor
// Samples of the normal distributions of the elements of mean, each of standard deviation std.
Tensor normal(const Tensor& mean, double std = 1, std::optional<Generator> generator = std::nullopt);
Tensor& normal_out(Tensor& out, const Tensor& mean, double std = 1, std::optional<Generator> generator = std::nullopt);

// normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor
// Samples of the normal distributions of mean and the elements of std.
Tensor normal(double mean, const Tensor& std, std::optional<Generator> generator = std::nullopt);
Tensor& normal_out(Tensor& out, double mean, const Tensor& std, std::optional<Generator> generator = std::nullopt);

// normal.float_float(float mean, float std, int[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
// A tensor of the given size filled with samples of the normal distribution of mean and std.
Tensor normal(double mean, double std, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory);
Tensor& normal_out(Tensor& out, double mean, double std, IntArrayRef size, std::optional<Generator> generator = std::nullopt, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt);

inline Tensor normal(double mean, double std, std::initializer_list<int64_t> size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return opforge::normal(mean, std, IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

inline Tensor normal(double mean, double std, IntArrayRef size, std::optional<Generator> generator = std::nullopt, const TensorOptions& options = {}) {
  OPFORGE_CHECK(!options.memory_format_, TypeError, "normal() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(!options.names_, TypeError, "normal() got an unexpected keyword argument 'names'");
  return opforge::normal(mean, std, size, generator, options.dtype_, options.layout_, options.device_, std::nullopt);
}

inline Tensor normal(double mean, double std, std::initializer_list<int64_t> size, std::optional<Generator> generator = std::nullopt, const TensorOptions& options = {}) {
  return opforge::normal(mean, std, IntArrayRef(size.begin(), size.size()), generator, options);
}

inline Tensor& normal_out(Tensor& out, double mean, double std, std::initializer_list<int64_t> size, std::optional<Generator> generator = std::nullopt, std::optional<ScalarType> dtype = std::nullopt, std::optional<Layout> layout = std::nullopt, std::optional<Device> device = std::nullopt, std::optional<bool> pin_memory = std::nullopt) {
  return opforge::normal_out(out, mean, std, IntArrayRef(size.begin(), size.size()), generator, dtype, layout, device, pin_memory);
}

}  // namespace opforge
