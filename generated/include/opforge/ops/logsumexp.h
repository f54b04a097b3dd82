// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named logsumexp (logsumexp, logsumexp.names).
// The functions are defined in generated/src/dispatch/logsumexp.cpp, except the inline forwarding
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

// logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
// The log of the sum of exp(self) over the dimensions dim, computed without overflow, kept as size
// 1 if keepdim.
Tensor logsumexp(const Tensor& self, IntArrayRef dim, bool keepdim = false);
Tensor& logsumexp_out(Tensor& out, const Tensor& self, IntArrayRef dim, bool keepdim = false);

// logsumexp.names(Tensor self, Dimname[1] dim, bool keepdim=False) -> Tensor
// logsumexp over the dimensions named by dim.
Tensor logsumexp(const Tensor& self, DimnameList dim, bool keepdim = false);
Tensor& logsumexp_out(Tensor& out, const Tensor& self, DimnameList dim, bool keepdim = false);

inline Tensor logsumexp(const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::logsumexp(self, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

inline Tensor& logsumexp_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::logsumexp_out(out, self, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

inline Tensor logsumexp(const Tensor& self, std::initializer_list<Dimname> dim, bool keepdim = false) {
  return opforge::logsumexp(self, DimnameList(dim.begin(), dim.size()), keepdim);
}

inline Tensor& logsumexp_out(Tensor& out, const Tensor& self, std::initializer_list<Dimname> dim, bool keepdim = false) {
  return opforge::logsumexp_out(out, self, DimnameList(dim.begin(), dim.size()), keepdim);
}

}  // namespace opforge
