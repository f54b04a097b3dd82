// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named mean: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/mean.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/mean.h"
#include "opforge/name_inference.h"
#include "opforge/ops/div.h"

namespace opforge {
namespace {

// mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kMeanReduction{"mean", "mean", PromotionKind::ReductionFloating, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/true};
// The derivatives (ops.yaml): self: unreduce(grad) / reduced_count().
std::vector<Tensor> mean_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::div(autograd::unreduce(grad, saved), autograd::reduced_count(saved));
  return input_grads;
}

Tensor mean_stub(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("mean", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kMeanReduction, self, std::nullopt, false, dtype, out);
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::mean_kernel(r.input, r.mask, r.result);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::mean_kernel(r.input, r.mask, r.result);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("mean");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("mean", self.device(), "[cpu, cuda, meta]");
  }
  Tensor result = r.result;
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MeanBackward0", mean_backward, {autograd::input_tensor(self)}, {.reduced = {r.mask, false}}, false);
  }
  return result;
}

// mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kMeanDimReduction{"mean", "mean", PromotionKind::ReductionFloating, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/true};
Tensor mean_dim_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("mean.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kMeanDimReduction, self, dim, keepdim, dtype, aliasing.kernel_out());
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::mean_kernel(r.input, r.mask, r.result);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::mean_kernel(r.input, r.mask, r.result);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("mean.dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("mean.dim", self.device(), "[cpu, cuda, meta]");
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MeanBackward0", mean_backward, {autograd::input_tensor(self)}, {.reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

// mean.names_dim(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kMeanNamesDimReduction{"mean", "mean", PromotionKind::ReductionFloating, false, dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/true};
Tensor mean_names_dim_stub(const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("mean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("mean.names_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  const dispatch::Reduction r = dispatch::plan_reduction(kMeanNamesDimReduction, self, dim_resolved.span(), keepdim, dtype, aliasing.kernel_out());
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::mean_kernel(r.input, r.mask, r.result);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::mean_kernel(r.input, r.mask, r.result);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("mean.names_dim");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("mean.names_dim", self.device(), "[cpu, cuda, meta]");
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MeanBackward0", mean_backward, {autograd::input_tensor(self)}, {.reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

}  // namespace

Tensor mean(const Tensor& self, std::optional<ScalarType> dtype) {
  return mean_stub(self, dtype, nullptr);
}

Tensor Tensor::mean(std::optional<ScalarType> dtype) const {
  return mean_stub(*this, dtype, nullptr);
}

Tensor mean(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  return mean_dim_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& mean_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  mean_dim_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::mean(std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return mean_dim_stub(*this, dim, keepdim, dtype, nullptr);
}

Tensor mean(const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) {
  return mean_names_dim_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& mean_out(Tensor& out, const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) {
  mean_names_dim_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::mean(DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return mean_names_dim_stub(*this, dim, keepdim, dtype, nullptr);
}

}  // namespace opforge
