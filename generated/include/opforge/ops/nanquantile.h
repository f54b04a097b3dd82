// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named nanquantile (nanquantile, nanquantile.scalar).
// The functions are defined in generated/src/dispatch/nanquantile.cpp, except the inline forwarding
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

// nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// quantile over the elements that are not NaN (NaN where a line has none).
Tensor nanquantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");
Tensor& nanquantile_out(Tensor& out, const Tensor& self, const Tensor& q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");

// nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// nanquantile at one q, a number in [0, 1].
Tensor nanquantile(const Tensor& self, double q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");
Tensor& nanquantile_out(Tensor& out, const Tensor& self, double q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");

}  // namespace opforge
