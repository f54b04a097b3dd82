// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named argmin (argmin).
// The functions are defined in generated/src/dispatch/argmin.cpp, except the inline forwarding
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

// argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
// The index of the smallest element along dim (of the flattened self when dim is None), NaN first;
// dim kept as size 1 if keepdim.
Tensor argmin(const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
Tensor& argmin_out(Tensor& out, const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);

}  // namespace opforge
