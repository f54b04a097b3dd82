// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named prod: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/prod.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/prod.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kProdReduction{"prod", "prod", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/1.0};
// The derivatives (ops.yaml): self: prod_backward(unreduce(grad), self).
std::vector<Tensor> prod_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::prod_backward(autograd::unreduce(grad, saved), self);
  return input_grads;
}

Tensor prod_stub(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("prod", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("prod", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kProdReduction, self, std::nullopt, false, dtype, out);
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::prod_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::prod_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("prod");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("prod", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ProdBackward0", prod_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .reduced = {r.mask, false}}, false);
  }
  return result;
}

// prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kProdDimIntReduction{"prod", "prod", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/1.0};
// The derivatives (ops.yaml): self: prod_dim_backward(unreduce(grad), self, dim).
std::vector<Tensor> prod_dim_int_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::prod_dim_backward(autograd::unreduce(grad, saved), self, dim);
  return input_grads;
}

Tensor prod_dim_int_stub(const Tensor& self, int64_t dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("prod", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("prod.dim_int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::removes_dimensions(self, IntArrayRef(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kProdDimIntReduction, self, IntArrayRef(&dim, 1), keepdim, dtype, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::prod_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::prod_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("prod.dim_int");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("prod.dim_int", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ProdBackward0", prod_dim_int_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(dim)}, .reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

// prod.dim_Dimname(Tensor self, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kProdDimDimnameReduction{"prod", "prod", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/1.0};
Tensor prod_dim_Dimname_stub(const Tensor& self, Dimname dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("prod", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("prod.dim_Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, DimnameList(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Reduction r = dispatch::plan_reduction(kProdDimDimnameReduction, self, IntArrayRef(&dim_resolved, 1), keepdim, dtype, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::prod_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::prod_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("prod.dim_Dimname");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("prod.dim_Dimname", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ProdBackward0", prod_dim_int_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(dim_resolved)}, .reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

}  // namespace

Tensor prod(const Tensor& self, std::optional<ScalarType> dtype) {
  return prod_stub(self, dtype, nullptr);
}

Tensor Tensor::prod(std::optional<ScalarType> dtype) const {
  return prod_stub(*this, dtype, nullptr);
}

Tensor prod(const Tensor& self, int64_t dim, bool keepdim, std::optional<ScalarType> dtype) {
  return prod_dim_int_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& prod_out(Tensor& out, const Tensor& self, int64_t dim, bool keepdim, std::optional<ScalarType> dtype) {
  prod_dim_int_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::prod(int64_t dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return prod_dim_int_stub(*this, dim, keepdim, dtype, nullptr);
}

Tensor prod(const Tensor& self, Dimname dim, bool keepdim, std::optional<ScalarType> dtype) {
  return prod_dim_Dimname_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& prod_out(Tensor& out, const Tensor& self, Dimname dim, bool keepdim, std::optional<ScalarType> dtype) {
  prod_dim_Dimname_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::prod(Dimname dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return prod_dim_Dimname_stub(*this, dim, keepdim, dtype, nullptr);
}

}  // namespace opforge
