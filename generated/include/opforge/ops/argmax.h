// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named argmax (argmax).
// The functions are defined in generated/src/dispatch/argmax.cpp, except the inline forwarding
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

// argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
// The index of the largest element along dim (of the flattened self when dim is None), NaN first;
// dim kept as size 1 if keepdim.
Tensor argmax(const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
Tensor& argmax_out(Tensor& out, const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);

}  // namespace opforge
