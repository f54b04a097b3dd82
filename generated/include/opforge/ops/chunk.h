// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named chunk (chunk).
// The functions are defined in generated/src/dispatch/chunk.cpp, except the inline forwarding
// forms below; the methods are declared in class Tensor (opforge/tensor_methods.inc).
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

#include "opforge/tensor.h"

namespace opforge {

// chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]
// At most chunks views of equal slices of self along dim (the last may be shorter), as split does.
std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim = 0);

}  // namespace opforge
