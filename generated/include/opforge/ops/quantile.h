// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named quantile (quantile, quantile.scalar).
// The functions are defined in generated/src/dispatch/quantile.cpp, except the inline forwarding
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

// quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// The q-th quantiles of self along dim (all elements when None), interpolated as interpolation says
// (linear, lower, higher, midpoint or nearest); NaN where a line has a NaN.
Tensor quantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");
Tensor& quantile_out(Tensor& out, const Tensor& self, const Tensor& q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");

// quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// quantile at one q, a number in [0, 1].
Tensor quantile(const Tensor& self, double q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");
Tensor& quantile_out(Tensor& out, const Tensor& self, double q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");

}  // namespace opforge
