// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named clamp (clamp, clamp.Tensor).
// The functions are defined in generated/src/dispatch/clamp.cpp, except the inline forwarding
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

// clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
// Limits self to the range [min, max]; a NaN bound gives NaN.
Tensor clamp(const Tensor& self, const std::optional<Scalar>& min = std::nullopt, const std::optional<Scalar>& max = std::nullopt);
Tensor& clamp_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& min = std::nullopt, const std::optional<Scalar>& max = std::nullopt);

// clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
// Limits self to the range [min, max], with bounds that broadcast against self.
Tensor clamp(const Tensor& self, const std::optional<Tensor>& min = std::nullopt, const std::optional<Tensor>& max = std::nullopt);
Tensor& clamp_out(Tensor& out, const Tensor& self, const std::optional<Tensor>& min = std::nullopt, const std::optional<Tensor>& max = std::nullopt);

}  // namespace opforge
