// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named to (to.dtype, to.device, to.other).
// The functions are defined in generated/src/dispatch/to.cpp, except the inline forwarding
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

// to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
// Self's values in dtype.

// to.device(Tensor(a) self, Device device, ScalarType? dtype=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
// Self's values on device, in dtype (self's when None).

// to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
// Self's values in other's dtype, on other's device.

}  // namespace opforge
