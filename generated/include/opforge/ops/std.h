// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named std (std, std.dim, std.correction, std.names_dim, std.correction_names).
// The functions are defined in generated/src/dispatch/std.cpp, except the inline forwarding
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

// std(Tensor self, bool unbiased=True) -> Tensor
// The standard deviation of all elements, with Bessel's correction if unbiased.
Tensor std(const Tensor& self, bool unbiased = true);

// std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
// The standard deviation over the dimensions dim (all of them when None), with Bessel's correction
// if unbiased, kept as size 1 if keepdim.
Tensor std(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased = true, bool keepdim = false);
Tensor& std_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased = true, bool keepdim = false);

// std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
// The standard deviation over the dimensions dim (all of them when None), dividing by the count
// less correction (1 when None), kept as size 1 if keepdim.
Tensor std(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim = false);
Tensor& std_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim = false);

// std.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
// The standard deviation over the dimensions named by dim, with Bessel's correction if unbiased.
Tensor std(const Tensor& self, DimnameList dim, bool unbiased = true, bool keepdim = false);
Tensor& std_out(Tensor& out, const Tensor& self, DimnameList dim, bool unbiased = true, bool keepdim = false);

// std.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
// The standard deviation over the dimensions named by dim, dividing by the count less correction (1
// when None).
Tensor std(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim = false);
Tensor& std_out(Tensor& out, const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim = false);

inline Tensor std(const Tensor& self, std::initializer_list<int64_t> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::std(self, IntArrayRef(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor& std_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::std_out(out, self, IntArrayRef(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor std(const Tensor& self, std::initializer_list<int64_t> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::std(self, IntArrayRef(dim.begin(), dim.size()), correction, keepdim);
}

inline Tensor& std_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::std_out(out, self, IntArrayRef(dim.begin(), dim.size()), correction, keepdim);
}

inline Tensor std(const Tensor& self, std::initializer_list<Dimname> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::std(self, DimnameList(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor& std_out(Tensor& out, const Tensor& self, std::initializer_list<Dimname> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::std_out(out, self, DimnameList(dim.begin(), dim.size()), unbiased, keepdim);
}

inline Tensor std(const Tensor& self, std::initializer_list<Dimname> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::std(self, DimnameList(dim.begin(), dim.size()), correction, keepdim);
}

inline Tensor& std_out(Tensor& out, const Tensor& self, std::initializer_list<Dimname> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::std_out(out, self, DimnameList(dim.begin(), dim.size()), correction, keepdim);
}

}  // namespace opforge
