// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named imag (imag).
// The functions are defined in generated/src/dispatch/imag.cpp, except the inline forwarding
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

// imag(Tensor(a) self) -> Tensor(a)
// A view of the imaginary parts of complex self, in the matching real dtype; other dtypes are
// rejected.
Tensor imag(const Tensor& self);

}  // namespace opforge
