// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named std_mean (std_mean, std_mean.dim, std_mean.correction, std_mean.names_dim, std_mean.correction_names).
// The functions are defined in generated/src/dispatch/std_mean.cpp, except the inline forwarding
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

// std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
// The standard deviation and the mean of all elements, with Bessel's correction if unbiased.
std::tuple<Tensor, Tensor> std_mean(const Tensor& self, bool unbiased = true);

// std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
// The standard deviation and the mean over the dimensions dim (all of them when None), with
// Bessel's correction if unbiased, kept as size 1 if keepdim.
std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased = true, bool keepdim = false);

// std_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor out0, Tensor out1)
// The standard deviation and the mean over the dimensions dim (all of them when None), dividing by
// the count less correction (1 when None), kept as size 1 if keepdim.
std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim = false);
std::tuple<Tensor&, Tensor&> std_mean_out(Tensor& out0, Tensor& out1, const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim = false);

// std_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
// The standard deviation and the mean over the dimensions named by dim, with Bessel's correction if
// unbiased.
std::tuple<Tensor, Tensor> std_mean(const Tensor& self, DimnameList dim, bool unbiased = true, bool keepdim = false);

// std_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
// The standard deviation and the mean over the dimensions named by dim, dividing by the count less
// correction (1 when None).
std::tuple<Tensor, Tensor> std_mean(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim = false);

inline std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::initializer_list<int64_t> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::std_mean(self, IntArrayRef(dim.begin(), dim.size()), unbiased, keepdim);
}

inline std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::initializer_list<int64_t> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::std_mean(self, IntArrayRef(dim.begin(), dim.size()), correction, keepdim);
}

inline std::tuple<Tensor&, Tensor&> std_mean_out(Tensor& out0, Tensor& out1, const Tensor& self, std::initializer_list<int64_t> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::std_mean_out(out0, out1, self, IntArrayRef(dim.begin(), dim.size()), correction, keepdim);
}

inline std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::initializer_list<Dimname> dim, bool unbiased = true, bool keepdim = false) {
  return opforge::std_mean(self, DimnameList(dim.begin(), dim.size()), unbiased, keepdim);
}

inline std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::initializer_list<Dimname> dim, std::optional<int64_t> correction, bool keepdim = false) {
  return opforge::std_mean(self, DimnameList(dim.begin(), dim.size()), correction, keepdim);
}

}  // namespace opforge
