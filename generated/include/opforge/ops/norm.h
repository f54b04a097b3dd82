// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named norm (norm.Scalar, norm.ScalarOpt_dtype, norm.ScalarOpt_dim, norm.ScalarOpt_dim_dtype, norm.names_ScalarOpt_dim, norm.names_ScalarOpt_dim_dtype).
// The functions are defined in generated/src/dispatch/norm.cpp, except the inline forwarding
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

// norm.Scalar(Tensor self, Scalar p=2) -> Tensor
// The p-norm of all elements of self.
Tensor norm(const Tensor& self, const Scalar& p = 2);

// norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor
// The p-norm of all elements of self (p = 2 when None), self converted to dtype first.
Tensor norm(const Tensor& self, const std::optional<Scalar>& p, ScalarType dtype);

// norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
// The p-norm of self over the dimensions dim (all of them when empty; p = 2 when None), kept as
// size 1 if keepdim.
Tensor norm(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim = false);
Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim = false);

// norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
// norm over dim with self converted to dtype first.
Tensor norm(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, ScalarType dtype);
Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, ScalarType dtype);

// norm.names_ScalarOpt_dim(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim=False) -> Tensor
// norm over the dimensions named by dim.
Tensor norm(const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim = false);
Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim = false);

// norm.names_ScalarOpt_dim_dtype(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
// norm over the dimensions named by dim with self converted to dtype first.
Tensor norm(const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim, ScalarType dtype);
Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim, ScalarType dtype);

inline Tensor norm(const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::norm(self, p, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

inline Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::norm_out(out, self, p, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

inline Tensor norm(const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<int64_t> dim, bool keepdim, ScalarType dtype) {
  return opforge::norm(self, p, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<int64_t> dim, bool keepdim, ScalarType dtype) {
  return opforge::norm_out(out, self, p, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor norm(const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<Dimname> dim, bool keepdim = false) {
  return opforge::norm(self, p, DimnameList(dim.begin(), dim.size()), keepdim);
}

inline Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<Dimname> dim, bool keepdim = false) {
  return opforge::norm_out(out, self, p, DimnameList(dim.begin(), dim.size()), keepdim);
}

inline Tensor norm(const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<Dimname> dim, bool keepdim, ScalarType dtype) {
  return opforge::norm(self, p, DimnameList(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, std::initializer_list<Dimname> dim, bool keepdim, ScalarType dtype) {
  return opforge::norm_out(out, self, p, DimnameList(dim.begin(), dim.size()), keepdim, dtype);
}

}  // namespace opforge
