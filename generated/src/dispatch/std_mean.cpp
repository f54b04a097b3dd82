// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named std_mean: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/std_mean.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/std_mean.h"
#include "opforge/name_inference.h"
#include "opforge/ops/add.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sub.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
constexpr uint64_t kStdMeanReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdMeanReduction{"std_mean", "std_mean", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 2, {dispatch::ResultDtype::Real, dispatch::ResultDtype::Computed}, /*casts_into_out=*/false};
// The derivatives (ops.yaml): self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction()) + unreduce(grad1) / reduced_count().
std::vector<Tensor> std_mean_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& grad1 = grad_outputs[1];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const Scalar& correction_ = saved.scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::add(opforge::div(opforge::mul(autograd::unreduce(opforge::where(opforge::eq(result, Scalar(int64_t{0})), Scalar(int64_t{0}), opforge::div(grad, result)), saved), opforge::sub(self, autograd::unreduce(opforge::div(autograd::reduced_sum(self, saved), autograd::reduced_count(saved)), saved))), autograd::scalar_arithmetic('-', autograd::reduced_count(saved), correction_)), opforge::div(autograd::unreduce(grad1, saved), autograd::reduced_count(saved)));
  return input_grads;
}

std::tuple<Tensor, Tensor> std_mean_stub(const Tensor& self, bool unbiased, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std_mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("std_mean", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdMeanReject0Dtypes0)) dispatch::reject<RuntimeError>("std_mean only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  dispatch::Reduction r = dispatch::plan_reduction(kStdMeanReduction, self, std::nullopt, false, std::nullopt, out);
  const TensorBase outputs[] = {r.result, r.second};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std_mean");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std_mean", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  std::tuple<Tensor, Tensor> result(r.result, r.second);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived({std::get<0>(result), std::get<1>(result)}, "StdMeanBackward0", std_mean_backward, {autograd::input_tensor(self)}, {.tensors = {self, std::get<0>(result)}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, false}}, true);
  }
  return result;
}

// std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
constexpr uint64_t kStdMeanDimReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdMeanDimReduction{"std_mean", "std_mean", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 2, {dispatch::ResultDtype::Real, dispatch::ResultDtype::Computed}, /*casts_into_out=*/false};
std::tuple<Tensor, Tensor> std_mean_dim_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std_mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("std_mean.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdMeanDimReject0Dtypes0)) dispatch::reject<RuntimeError>("std_mean only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::Reduction r = dispatch::plan_reduction(kStdMeanDimReduction, self, dim, keepdim, std::nullopt, out);
  const TensorBase outputs[] = {r.result, r.second};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std_mean.dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std_mean.dim", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  std::tuple<Tensor, Tensor> result(r.result, r.second);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived({std::get<0>(result), std::get<1>(result)}, "StdMeanBackward0", std_mean_backward, {autograd::input_tensor(self)}, {.tensors = {self, std::get<0>(result)}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

// std_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor out0, Tensor out1)
constexpr uint64_t kStdMeanCorrectionReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdMeanCorrectionReduction{"std_mean", "std_mean", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 2, {dispatch::ResultDtype::Real, dispatch::ResultDtype::Computed}, /*casts_into_out=*/true};
std::tuple<Tensor, Tensor> std_mean_correction_stub(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std_mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("std_mean.correction", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdMeanCorrectionReject0Dtypes0)) dispatch::reject<RuntimeError>("std_mean only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  dispatch::Reduction r = dispatch::plan_reduction(kStdMeanCorrectionReduction, self, dim, keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result, r.second};
  const auto params = reduce::welford::params(correction);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std_mean.correction");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std_mean.correction", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  std::tuple<Tensor, Tensor> result(r.result, r.second);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived({std::get<0>(result), std::get<1>(result)}, "StdMeanBackward0", std_mean_backward, {autograd::input_tensor(self)}, {.tensors = {self, std::get<0>(result)}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

// std_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
constexpr uint64_t kStdMeanNamesDimReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdMeanNamesDimReduction{"std_mean", "std_mean", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 2, {dispatch::ResultDtype::Real, dispatch::ResultDtype::Computed}, /*casts_into_out=*/false};
std::tuple<Tensor, Tensor> std_mean_names_dim_stub(const Tensor& self, DimnameList dim, bool unbiased, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std_mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("std_mean.names_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdMeanNamesDimReject0Dtypes0)) dispatch::reject<RuntimeError>("std_mean only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::Reduction r = dispatch::plan_reduction(kStdMeanNamesDimReduction, self, dim_resolved.span(), keepdim, std::nullopt, out);
  const TensorBase outputs[] = {r.result, r.second};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std_mean.names_dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std_mean.names_dim", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  std::tuple<Tensor, Tensor> result(r.result, r.second);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived({std::get<0>(result), std::get<1>(result)}, "StdMeanBackward0", std_mean_backward, {autograd::input_tensor(self)}, {.tensors = {self, std::get<0>(result)}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

// std_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
constexpr uint64_t kStdMeanCorrectionNamesReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kStdMeanCorrectionNamesReduction{"std_mean", "std_mean", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 2, {dispatch::ResultDtype::Real, dispatch::ResultDtype::Computed}, /*casts_into_out=*/false};
std::tuple<Tensor, Tensor> std_mean_correction_names_stub(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("std_mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("std_mean.correction_names", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kStdMeanCorrectionNamesReject0Dtypes0)) dispatch::reject<RuntimeError>("std_mean only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::Reduction r = dispatch::plan_reduction(kStdMeanCorrectionNamesReduction, self, dim_resolved.span(), keepdim, std::nullopt, out);
  const TensorBase outputs[] = {r.result, r.second};
  const auto params = reduce::welford::params(correction);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::std_mean_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("std_mean.correction_names");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("std_mean.correction_names", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  std::tuple<Tensor, Tensor> result(r.result, r.second);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived({std::get<0>(result), std::get<1>(result)}, "StdMeanBackward0", std_mean_backward, {autograd::input_tensor(self)}, {.tensors = {self, std::get<0>(result)}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

}  // namespace

std::tuple<Tensor, Tensor> std_mean(const Tensor& self, bool unbiased) {
  return std_mean_stub(self, unbiased, nullptr);
}

std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim) {
  return std_mean_dim_stub(self, dim, unbiased, keepdim, nullptr);
}

std::tuple<Tensor, Tensor> std_mean(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) {
  return std_mean_correction_stub(self, dim, correction, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> std_mean_out(Tensor& out0, Tensor& out1, const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) {
  const Tensor outs[] = {out0, out1};
  std_mean_correction_stub(self, dim, correction, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(out0, out1);
}

std::tuple<Tensor, Tensor> std_mean(const Tensor& self, DimnameList dim, bool unbiased, bool keepdim) {
  return std_mean_names_dim_stub(self, dim, unbiased, keepdim, nullptr);
}

std::tuple<Tensor, Tensor> std_mean(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim) {
  return std_mean_correction_names_stub(self, dim, correction, keepdim, nullptr);
}

}  // namespace opforge
