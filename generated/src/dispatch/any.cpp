// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named any: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/any.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/any.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// any(Tensor self) -> Tensor
constexpr dispatch::ReductionRule kAnyReduction{"any", "any", PromotionKind::ReductionToBool, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/0.0};
Tensor any_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("any", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("any", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kAnyReduction, self, std::nullopt, false, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::any_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::any_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("any");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("any", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
constexpr dispatch::ReductionRule kAnyDimReduction{"any", "any", PromotionKind::ReductionToBool, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/0.0};
Tensor any_dim_stub(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  autograd::check_without_derivative("any", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::any.out" : "aten::any.dim", {self});
  dispatch::check_device("any.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kAnyDimReduction, self, IntArrayRef(&dim, 1), keepdim, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::any_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::any_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("any.dim");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("any.dim", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  return result;
}

// any.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor
Tensor any_dimname_stub(const Tensor& self, Dimname dim, bool keepdim, const Tensor* out) {
  autograd::check_without_derivative("any", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("any.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::any_dimname(self, dim, keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor any(const Tensor& self) {
  return any_stub(self, nullptr);
}

Tensor& any_out(Tensor& out, const Tensor& self) {
  any_stub(self, &out);
  return out;
}

Tensor Tensor::any() const {
  return any_stub(*this, nullptr);
}

Tensor any(const Tensor& self, int64_t dim, bool keepdim) {
  return any_dim_stub(self, dim, keepdim, nullptr);
}

Tensor& any_out(Tensor& out, const Tensor& self, int64_t dim, bool keepdim) {
  any_dim_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::any(int64_t dim, bool keepdim) const {
  return any_dim_stub(*this, dim, keepdim, nullptr);
}

Tensor any(const Tensor& self, Dimname dim, bool keepdim) {
  return any_dimname_stub(self, dim, keepdim, nullptr);
}

Tensor& any_out(Tensor& out, const Tensor& self, Dimname dim, bool keepdim) {
  any_dimname_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::any(Dimname dim, bool keepdim) const {
  return any_dimname_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
