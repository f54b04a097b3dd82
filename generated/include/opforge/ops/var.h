// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named var (var, var.dim, var.correction, var.names_dim, var.correction_names).
// The functions are defined in generated/src/dispatch/var.cpp, except the inline forwarding
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

// var(Tensor self, bool unbiased=True) -> Tensor
// The variance of all elements, with Bessel's correction if unbiased.
Tensor var(const Tensor& self, bool unbiased = true);

// var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
// The variance over the dimensions dim (all of them when None), with Bessel's correction if
// unbiased, kept as size 1 if keepdim.
Tensor var(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased = true, bool keepdim = false);
Tensor& var_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased = true, bool keepdim = false);

// var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
// The variance over the dimensions dim (all of them when None), dividing by the count less
// correction (1 when None), kept as size 1 if keepdim.
Tensor var(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim = false);
Tensor& var_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim = false);

// var.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
// The variance over the dimensions named by dim, with Bessel's correction if unbiased.
Tensor var(const Tensor& self, DimnameList dim, bool unbiased = true, bool keepdim = false);
Tensor& var_out(Tensor& out, const Tensor& self, DimnameList dim, bool unbiased = true, bool keepdim = false);

// var.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
// The variance over the dimensions named by dim, dividing by the count less correction (1 when
// None).
Tensor var(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim = false);
Tensor& var_out(Tensor& out, const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim = false);

inline Tensor var(const Tensor& self, std::initializer_list<int64_t> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::var(self, IntArrayRef(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor& var_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::var_out(out, self, IntArrayRef(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor var(const Tensor& self, std::initializer_list<int64_t> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::var(self, IntArrayRef(dim.begin(), dim.size()), correction, keepdim);
}

inline Tensor& var_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::var_out(out, self, IntArrayRef(dim.begin(), dim.size()), correction, keepdim);
}

inline Tensor var(const Tensor& self, std::initializer_list<Dimname> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::var(self, DimnameList(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor& var_out(Tensor& out, const Tensor& self, std::initializer_list<Dimname> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::var_out(out, self, DimnameList(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor var(const Tensor& self, std::initializer_list<Dimname> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::var(self, DimnameList(dim.begin(), dim.size()), correction, keepdim);
}

inline Tensor& var_out(Tensor& out, const Tensor& self, std::initializer_list<Dimname> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::var_out(out, self, DimnameList(dim.begin(), dim.size()), correction, keepdim);
}

}  // namespace opforge
