// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named std: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/std.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/std.h"
#include "opforge/name_inference.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// std(Tensor self, bool unbiased=True) -> Tensor
constexpr uint64_t kStdReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdReduction{"std", "std", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/false};
// The derivatives (ops.yaml): self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction()).
std::vector<Tensor> std_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const Scalar& correction_ = saved.scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::div(opforge::mul(autograd::unreduce(opforge::where(opforge::eq(result, Scalar(int64_t{0})), Scalar(int64_t{0}), opforge::div(grad, result)), saved), opforge::sub(self, autograd::unreduce(opforge::div(autograd::reduced_sum(self, saved), autograd::reduced_count(saved)), saved))), autograd::scalar_arithmetic('-', autograd::reduced_count(saved), correction_));
  return input_grads;
}

Tensor std_stub(const Tensor& self, bool unbiased, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("std", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  dispatch::Reduction r = dispatch::plan_reduction(kStdReduction, self, std::nullopt, false, std::nullopt, out);
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "StdBackward0", std_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, false}}, true);
  }
  return result;
}

// std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
constexpr uint64_t kStdDimReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdDimReduction{"std", "std", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor std_dim_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("std.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdDimReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  dispatch::Reduction r = dispatch::plan_reduction(kStdDimReduction, self, dim, keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std.dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std.dim", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "StdBackward0", std_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

// std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
constexpr uint64_t kStdCorrectionReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdCorrectionReduction{"std", "std", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor std_correction_stub(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("std.correction", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdCorrectionReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  dispatch::Reduction r = dispatch::plan_reduction(kStdCorrectionReduction, self, dim, keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(correction);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std.correction");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std.correction", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "StdBackward0", std_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

// std.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
constexpr uint64_t kStdNamesDimReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdNamesDimReduction{"std", "std", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor std_names_dim_stub(const Tensor& self, DimnameList dim, bool unbiased, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("std.names_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdNamesDimReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::Reduction r = dispatch::plan_reduction(kStdNamesDimReduction, self, dim_resolved.span(), keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std.names_dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std.names_dim", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "StdBackward0", std_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

// std.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
constexpr uint64_t kStdCorrectionNamesReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdCorrectionNamesReduction{"std", "std", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor std_correction_names_stub(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("std.correction_names", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdCorrectionNamesReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::Reduction r = dispatch::plan_reduction(kStdCorrectionNamesReduction, self, dim_resolved.span(), keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(correction);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std.correction_names");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std.correction_names", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "StdBackward0", std_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

}  // namespace

Tensor std(const Tensor& self, bool unbiased) {
  return std_stub(self, unbiased, nullptr);
}

Tensor Tensor::std(bool unbiased) const {
  return std_stub(*this, unbiased, nullptr);
}

Tensor std(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim) {
  return std_dim_stub(self, dim, unbiased, keepdim, nullptr);
}

Tensor& std_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim) {
  std_dim_stub(self, dim, unbiased, keepdim, &out);
  return out;
}

Tensor Tensor::std(std::optional<IntArrayRef> dim, bool unbiased, bool keepdim) const {
  return std_dim_stub(*this, dim, unbiased, keepdim, nullptr);
}

Tensor std(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) {
  return std_correction_stub(self, dim, correction, keepdim, nullptr);
}

Tensor& std_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) {
  std_correction_stub(self, dim, correction, keepdim, &out);
  return out;
}

Tensor Tensor::std(std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) const {
  return std_correction_stub(*this, dim, correction, keepdim, nullptr);
}

Tensor std(const Tensor& self, DimnameList dim, bool unbiased, bool keepdim) {
  return std_names_dim_stub(self, dim, unbiased, keepdim, nullptr);
}

Tensor& std_out(Tensor& out, const Tensor& self, DimnameList dim, bool unbiased, bool keepdim) {
  std_names_dim_stub(self, dim, unbiased, keepdim, &out);
  return out;
}

Tensor Tensor::std(DimnameList dim, bool unbiased, bool keepdim) const {
  return std_names_dim_stub(*this, dim, unbiased, keepdim, nullptr);
}

Tensor std(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim) {
  return std_correction_names_stub(self, dim, correction, keepdim, nullptr);
}

Tensor& std_out(Tensor& out, const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim) {
  std_correction_names_stub(self, dim, correction, keepdim, &out);
  return out;
}

Tensor Tensor::std(DimnameList dim, std::optional<int64_t> correction, bool keepdim) const {
  return std_correction_names_stub(*this, dim, correction, keepdim, nullptr);
}

}  // namespace opforge
