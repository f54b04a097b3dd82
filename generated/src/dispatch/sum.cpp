// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named sum: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/sum.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/sum.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kSumReduction{"sum", "sum", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/true};
// The derivatives (ops.yaml): self: unreduce(grad).
std::vector<Tensor> sum_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::unreduce(grad, saved);
  return input_grads;
}

Tensor sum_stub(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("sum", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("sum", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kSumReduction, self, std::nullopt, false, dtype, aliasing.kernel_out());
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::sum_kernel(r.input, r.mask, r.result);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::sum_kernel(r.input, r.mask, r.result);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("sum");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("sum", self.device(), "[cpu, cuda, meta]");
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "SumBackward0", sum_backward, {autograd::input_tensor(self)}, {.reduced = {r.mask, false}}, false);
  }
  return result;
}

// sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kSumDimIntlistReduction{"sum", "sum", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/true};
Tensor sum_dim_IntList_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("sum", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("sum.dim_IntList", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kSumDimIntlistReduction, self, dim, keepdim, dtype, aliasing.kernel_out());
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::sum_kernel(r.input, r.mask, r.result);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::sum_kernel(r.input, r.mask, r.result);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("sum.dim_IntList");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("sum.dim_IntList", self.device(), "[cpu, cuda, meta]");
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "SumBackward0", sum_backward, {autograd::input_tensor(self)}, {.reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

// sum.dim_DimnameList(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kSumDimDimnamelistReduction{"sum", "sum", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/true};
Tensor sum_dim_DimnameList_stub(const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("sum", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("sum.dim_DimnameList", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  const dispatch::Reduction r = dispatch::plan_reduction(kSumDimDimnamelistReduction, self, dim_resolved.span(), keepdim, dtype, aliasing.kernel_out());
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::sum_kernel(r.input, r.mask, r.result);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::sum_kernel(r.input, r.mask, r.result);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("sum.dim_DimnameList");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("sum.dim_DimnameList", self.device(), "[cpu, cuda, meta]");
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "SumBackward0", sum_backward, {autograd::input_tensor(self)}, {.reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

}  // namespace

Tensor sum(const Tensor& self, std::optional<ScalarType> dtype) {
  return sum_stub(self, dtype, nullptr);
}

Tensor& sum_out(Tensor& out, const Tensor& self, std::optional<ScalarType> dtype) {
  sum_stub(self, dtype, &out);
  return out;
}

Tensor Tensor::sum(std::optional<ScalarType> dtype) const {
  return sum_stub(*this, dtype, nullptr);
}

Tensor sum(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  return sum_dim_IntList_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& sum_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  sum_dim_IntList_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::sum(std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return sum_dim_IntList_stub(*this, dim, keepdim, dtype, nullptr);
}

Tensor sum(const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) {
  return sum_dim_DimnameList_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& sum_out(Tensor& out, const Tensor& self, DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) {
  sum_dim_DimnameList_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::sum(DimnameList dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return sum_dim_DimnameList_stub(*this, dim, keepdim, dtype, nullptr);
}

}  // namespace opforge
