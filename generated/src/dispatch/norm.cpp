// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named norm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/norm.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/norm.h"
#include "opforge/name_inference.h"
#include "opforge/ops/real.h"

namespace opforge {
namespace {

// norm.Scalar(Tensor self, Scalar p=2) -> Tensor
// The derivatives (ops.yaml): self: norm_backward(grad, self, p, result).
std::vector<Tensor> norm_Scalar_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const Scalar& p = saved.scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::norm_backward(grad, self, p, result);
  return input_grads;
}

Tensor norm_Scalar_stub(const Tensor& self, const Scalar& p, const Tensor* out) {
  const bool history = autograd::check_with_derivative("norm", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::norm.ScalarOpt_dim", {self});
  dispatch::check_device("norm.Scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  Tensor result = composite::norm(self, p, out);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NormBackward0", norm_Scalar_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(p)}}, true);
  }
  return result;
}

// norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor
// The derivatives (ops.yaml): self: norm_backward(grad, real(self), p, result).
std::vector<Tensor> norm_ScalarOpt_dtype_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const std::optional<Scalar>& p = saved.optional_scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::norm_backward(grad, opforge::real(self), p, result);
  return input_grads;
}

Tensor norm_ScalarOpt_dtype_stub(const Tensor& self, const std::optional<Scalar>& p, ScalarType dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("norm", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::norm.ScalarOpt_dim_dtype", {self});
  dispatch::check_device("norm.ScalarOpt_dtype", self.device(), true, true, true, "[cpu, cuda, meta]");
  Tensor result = composite::norm_dtype(self, p, dtype, out);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NormBackward0", norm_ScalarOpt_dtype_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .optional_scalars = {p}}, true);
  }
  return result;
}

// norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
// The derivatives (ops.yaml): self: norm_dim_backward(grad, self, p, result, dim, keepdim).
std::vector<Tensor> norm_ScalarOpt_dim_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const IntArrayRef dim = saved.int_lists[0].span();
  const bool keepdim = saved.scalars[0].to<bool>();
  const std::optional<Scalar>& p = saved.optional_scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::norm_dim_backward(grad, self, p, result, dim, keepdim);
  return input_grads;
}

Tensor norm_ScalarOpt_dim_stub(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("norm", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::norm.out" : "aten::norm.ScalarOpt_dim", {self});
  dispatch::check_device("norm.ScalarOpt_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::norm_dim(self, p, dim, keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NormBackward0", norm_ScalarOpt_dim_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(keepdim)}, .int_lists = {DimVector(dim)}, .optional_scalars = {p}}, true);
  }
  return result;
}

// norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
// The derivatives (ops.yaml): self: norm_dim_backward(grad, real(self), p, result, dim, keepdim).
std::vector<Tensor> norm_ScalarOpt_dim_dtype_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const IntArrayRef dim = saved.int_lists[0].span();
  const bool keepdim = saved.scalars[0].to<bool>();
  const std::optional<Scalar>& p = saved.optional_scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::norm_dim_backward(grad, opforge::real(self), p, result, dim, keepdim);
  return input_grads;
}

Tensor norm_ScalarOpt_dim_dtype_stub(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, ScalarType dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("norm", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::norm.dtype_out" : "aten::norm.ScalarOpt_dim_dtype", {self});
  dispatch::check_device("norm.ScalarOpt_dim_dtype", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::norm_dim_dtype(self, p, dim, keepdim, dtype, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NormBackward0", norm_ScalarOpt_dim_dtype_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(keepdim)}, .int_lists = {DimVector(dim)}, .optional_scalars = {p}}, true);
  }
  return result;
}

// norm.names_ScalarOpt_dim(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim=False) -> Tensor
Tensor norm_names_ScalarOpt_dim_stub(const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim, const Tensor* out) {
  autograd::check_without_derivative("norm", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("norm.names_ScalarOpt_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::reject_named_tensors(out ? "aten::norm.out" : "aten::norm.ScalarOpt_dim", {self});
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::norm_dim(self, p, dim_resolved.span(), keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

// norm.names_ScalarOpt_dim_dtype(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
Tensor norm_names_ScalarOpt_dim_dtype_stub(const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim, ScalarType dtype, const Tensor* out) {
  autograd::check_without_derivative("norm", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("norm.names_ScalarOpt_dim_dtype", self.device(), true, true, true, "[cpu, cuda, meta]");
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::reject_named_tensors(out ? "aten::norm.dtype_out" : "aten::norm.ScalarOpt_dim_dtype", {self});
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::norm_dim_dtype(self, p, dim_resolved.span(), keepdim, dtype, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor norm(const Tensor& self, const Scalar& p) {
  return norm_Scalar_stub(self, p, nullptr);
}

Tensor Tensor::norm(const Scalar& p) const {
  return norm_Scalar_stub(*this, p, nullptr);
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, ScalarType dtype) {
  return norm_ScalarOpt_dtype_stub(self, p, dtype, nullptr);
}

Tensor Tensor::norm(const std::optional<Scalar>& p, ScalarType dtype) const {
  return norm_ScalarOpt_dtype_stub(*this, p, dtype, nullptr);
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim) {
  return norm_ScalarOpt_dim_stub(self, p, dim, keepdim, nullptr);
}

Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim) {
  norm_ScalarOpt_dim_stub(self, p, dim, keepdim, &out);
  return out;
}

Tensor Tensor::norm(const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim) const {
  return norm_ScalarOpt_dim_stub(*this, p, dim, keepdim, nullptr);
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, ScalarType dtype) {
  return norm_ScalarOpt_dim_dtype_stub(self, p, dim, keepdim, dtype, nullptr);
}

Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, ScalarType dtype) {
  norm_ScalarOpt_dim_dtype_stub(self, p, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::norm(const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, ScalarType dtype) const {
  return norm_ScalarOpt_dim_dtype_stub(*this, p, dim, keepdim, dtype, nullptr);
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim) {
  return norm_names_ScalarOpt_dim_stub(self, p, dim, keepdim, nullptr);
}

Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim) {
  norm_names_ScalarOpt_dim_stub(self, p, dim, keepdim, &out);
  return out;
}

Tensor Tensor::norm(const std::optional<Scalar>& p, DimnameList dim, bool keepdim) const {
  return norm_names_ScalarOpt_dim_stub(*this, p, dim, keepdim, nullptr);
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim, ScalarType dtype) {
  return norm_names_ScalarOpt_dim_dtype_stub(self, p, dim, keepdim, dtype, nullptr);
}

Tensor& norm_out(Tensor& out, const Tensor& self, const std::optional<Scalar>& p, DimnameList dim, bool keepdim, ScalarType dtype) {
  norm_names_ScalarOpt_dim_dtype_stub(self, p, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::norm(const std::optional<Scalar>& p, DimnameList dim, bool keepdim, ScalarType dtype) const {
  return norm_names_ScalarOpt_dim_dtype_stub(*this, p, dim, keepdim, dtype, nullptr);
}

}  // namespace opforge
