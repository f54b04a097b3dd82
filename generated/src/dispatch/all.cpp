// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named all: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/all.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/all.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// all(Tensor self) -> Tensor
constexpr dispatch::ReductionRule kAllReduction{"all", "all", PromotionKind::ReductionToBool, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/1.0};
Tensor all_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("all", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("all", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kAllReduction, self, std::nullopt, false, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::all_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::all_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("all");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("all", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
constexpr dispatch::ReductionRule kAllDimReduction{"all", "all", PromotionKind::ReductionToBool, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/1.0};
Tensor all_dim_stub(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  autograd::check_without_derivative("all", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::all.out" : "aten::all.dim", {self});
  dispatch::check_device("all.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kAllDimReduction, self, IntArrayRef(&dim, 1), keepdim, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::all_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::all_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("all.dim");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("all.dim", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  return result;
}

// all.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor
Tensor all_dimname_stub(const Tensor& self, Dimname dim, bool keepdim, const Tensor* out) {
  autograd::check_without_derivative("all", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("all.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::all_dimname(self, dim, keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor all(const Tensor& self) {
  return all_stub(self, nullptr);
}

Tensor& all_out(Tensor& out, const Tensor& self) {
  all_stub(self, &out);
  return out;
}

Tensor Tensor::all() const {
  return all_stub(*this, nullptr);
}

Tensor all(const Tensor& self, int64_t dim, bool keepdim) {
  return all_dim_stub(self, dim, keepdim, nullptr);
}

Tensor& all_out(Tensor& out, const Tensor& self, int64_t dim, bool keepdim) {
  all_dim_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::all(int64_t dim, bool keepdim) const {
  return all_dim_stub(*this, dim, keepdim, nullptr);
}

Tensor all(const Tensor& self, Dimname dim, bool keepdim) {
  return all_dimname_stub(self, dim, keepdim, nullptr);
}

Tensor& all_out(Tensor& out, const Tensor& self, Dimname dim, bool keepdim) {
  all_dimname_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::all(Dimname dim, bool keepdim) const {
  return all_dimname_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
