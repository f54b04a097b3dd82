// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named allclose (allclose).
// The functions are defined in generated/src/dispatch/allclose.cpp, except the inline forwarding
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

// allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool
// Whether isclose(self, other, rtol, atol, equal_nan) holds for every element.
bool allclose(const Tensor& self, const Tensor& other, double rtol = 1e-05, double atol = 1e-08, bool equal_nan = false);

}  // namespace opforge
