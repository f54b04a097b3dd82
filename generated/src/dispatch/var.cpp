// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named var: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/var.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/var.h"
#include "opforge/name_inference.h"
#include "opforge/ops/div.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sub.h"

namespace opforge {
namespace {

// var(Tensor self, bool unbiased=True) -> Tensor
constexpr uint64_t kVarReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kVarReduction{"var", "var", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/false};
// The derivatives (ops.yaml): self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction())).
std::vector<Tensor> var_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Scalar& correction_ = saved.scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(opforge::mul(autograd::unreduce(grad, saved), opforge::sub(self, autograd::unreduce(opforge::div(autograd::reduced_sum(self, saved), autograd::reduced_count(saved)), saved))), autograd::scalar_arithmetic('/', Scalar(int64_t{2}), autograd::scalar_arithmetic('-', autograd::reduced_count(saved), correction_)));
  return input_grads;
}

Tensor var_stub(const Tensor& self, bool unbiased, const Tensor* out) {
  const bool history = autograd::check_with_derivative("var", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("var", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kVarReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  dispatch::Reduction r = dispatch::plan_reduction(kVarReduction, self, std::nullopt, false, std::nullopt, out);
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::var_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::var_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("var");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("var", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "VarBackward0", var_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, false}}, false);
  }
  return result;
}

// var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
constexpr uint64_t kVarDimReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kVarDimReduction{"var", "var", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor var_dim_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("var", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("var.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kVarDimReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  dispatch::Reduction r = dispatch::plan_reduction(kVarDimReduction, self, dim, keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::var_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::var_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("var.dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("var.dim", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "VarBackward0", var_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

// var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
constexpr uint64_t kVarCorrectionReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kVarCorrectionReduction{"var", "var", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor var_correction_stub(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("var", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("var.correction", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kVarCorrectionReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  dispatch::Reduction r = dispatch::plan_reduction(kVarCorrectionReduction, self, dim, keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(correction);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::var_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::var_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("var.correction");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("var.correction", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "VarBackward0", var_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

// var.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
constexpr uint64_t kVarNamesDimReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kVarNamesDimReduction{"var", "var", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor var_names_dim_stub(const Tensor& self, DimnameList dim, bool unbiased, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("var", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("var.names_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kVarNamesDimReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::Reduction r = dispatch::plan_reduction(kVarNamesDimReduction, self, dim_resolved.span(), keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(unbiased);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::var_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::var_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("var.names_dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("var.names_dim", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "VarBackward0", var_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

// var.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
constexpr uint64_t kVarCorrectionNamesReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64});
constexpr dispatch::ReductionRule kVarCorrectionNamesReduction{"var", "var", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {dispatch::ResultDtype::Real}, /*casts_into_out=*/true};
Tensor var_correction_names_stub(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("var", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("var.correction_names", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kVarCorrectionNamesReject0Dtypes0)) dispatch::reject<RuntimeError>("std and var only support floating point and complex dtypes");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::Reduction r = dispatch::plan_reduction(kVarCorrectionNamesReduction, self, dim_resolved.span(), keepdim, std::nullopt, aliasing.kernel_out());
  const TensorBase outputs[] = {r.result};
  const auto params = reduce::welford::params(correction);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::var_reduce(r.input, r.mask, outputs, params);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::var_reduce(r.input, r.mask, outputs, params);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("var.correction_names");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("var.correction_names", self.device(), "[cpu, cuda, meta]");
  }
  dispatch::write_cast_results(r);
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "VarBackward0", var_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(params.correction)}, .reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

}  // namespace

Tensor var(const Tensor& self, bool unbiased) {
  return var_stub(self, unbiased, nullptr);
}

Tensor Tensor::var(bool unbiased) const {
  return var_stub(*this, unbiased, nullptr);
}

Tensor var(const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim) {
  return var_dim_stub(self, dim, unbiased, keepdim, nullptr);
}

Tensor& var_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool unbiased, bool keepdim) {
  var_dim_stub(self, dim, unbiased, keepdim, &out);
  return out;
}

Tensor Tensor::var(std::optional<IntArrayRef> dim, bool unbiased, bool keepdim) const {
  return var_dim_stub(*this, dim, unbiased, keepdim, nullptr);
}

Tensor var(const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) {
  return var_correction_stub(self, dim, correction, keepdim, nullptr);
}

Tensor& var_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) {
  var_correction_stub(self, dim, correction, keepdim, &out);
  return out;
}

Tensor Tensor::var(std::optional<IntArrayRef> dim, std::optional<int64_t> correction, bool keepdim) const {
  return var_correction_stub(*this, dim, correction, keepdim, nullptr);
}

Tensor var(const Tensor& self, DimnameList dim, bool unbiased, bool keepdim) {
  return var_names_dim_stub(self, dim, unbiased, keepdim, nullptr);
}

Tensor& var_out(Tensor& out, const Tensor& self, DimnameList dim, bool unbiased, bool keepdim) {
  var_names_dim_stub(self, dim, unbiased, keepdim, &out);
  return out;
}

Tensor Tensor::var(DimnameList dim, bool unbiased, bool keepdim) const {
  return var_names_dim_stub(*this, dim, unbiased, keepdim, nullptr);
}

Tensor var(const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim) {
  return var_correction_names_stub(self, dim, correction, keepdim, nullptr);
}

Tensor& var_out(Tensor& out, const Tensor& self, DimnameList dim, std::optional<int64_t> correction, bool keepdim) {
  var_correction_names_stub(self, dim, correction, keepdim, &out);
  return out;
}

Tensor Tensor::var(DimnameList dim, std::optional<int64_t> correction, bool keepdim) const {
  return var_correction_names_stub(*this, dim, correction, keepdim, nullptr);
}

}  // namespace opforge
