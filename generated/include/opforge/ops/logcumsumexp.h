// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named logcumsumexp (logcumsumexp, logcumsumexp.dimname).
// The functions are defined in generated/src/dispatch/logcumsumexp.cpp, except the inline forwarding
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

// logcumsumexp(Tensor self, int dim) -> Tensor
// The log of the cumulative sum of exp(self) along dim, computed without overflow.
Tensor logcumsumexp(const Tensor& self, int64_t dim);
Tensor& logcumsumexp_out(Tensor& out, const Tensor& self, int64_t dim);

// logcumsumexp.dimname(Tensor self, Dimname dim) -> Tensor
// logcumsumexp along the dimension named dim.
Tensor logcumsumexp(const Tensor& self, Dimname dim);
Tensor& logcumsumexp_out(Tensor& out, const Tensor& self, Dimname dim);

template <std::same_as<DimArg> D>
inline Tensor logcumsumexp(const Tensor& self, D dim) {
  return opforge::logcumsumexp(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()));
}

}  // namespace opforge
