// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named argsort: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/argsort.h"

#include "dispatch/sort.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/argsort.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
constexpr dispatch::SortRule kArgsortSort{"sorting_kernel_method_name", dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/false, sort_select::Pick::All};
Tensor argsort_stub(const Tensor& self, int64_t dim, bool descending, const Tensor* out) {
  autograd::check_without_derivative("argsort", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::sort", {self});
  dispatch::check_device("argsort", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::Sort r = dispatch::plan_sort(kArgsortSort, self, {.dim = dim, .descending = descending}, out);
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::argsort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::argsort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("argsort");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("argsort", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.indices;
  return result;
}

// argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor
constexpr dispatch::SortRule kArgsortStableSort{"sorting_kernel_method_name", dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/false, sort_select::Pick::All};
Tensor argsort_stable_stub(const Tensor& self, bool stable, int64_t dim, bool descending, const Tensor* out) {
  autograd::check_without_derivative("argsort", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::argsort.stable", {self});
  dispatch::check_device("argsort.stable", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::Sort r = dispatch::plan_sort(kArgsortStableSort, self, {.dim = dim, .descending = descending, .stable = stable}, out);
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::argsort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::argsort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("argsort.stable");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("argsort.stable", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.indices;
  return result;
}

// argsort.dimname(Tensor self, Dimname dim, bool descending=False) -> Tensor
Tensor argsort_dimname_stub(const Tensor& self, Dimname dim, bool descending, const Tensor* out) {
  autograd::check_without_derivative("argsort", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("argsort.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  Tensor result = composite::argsort_dimname(self, dim, descending, out);
  return result;
}

}  // namespace

Tensor argsort(const Tensor& self, int64_t dim, bool descending) {
  return argsort_stub(self, dim, descending, nullptr);
}

Tensor Tensor::argsort(int64_t dim, bool descending) const {
  return argsort_stub(*this, dim, descending, nullptr);
}

Tensor argsort(const Tensor& self, bool stable, int64_t dim, bool descending) {
  return argsort_stable_stub(self, stable, dim, descending, nullptr);
}

Tensor Tensor::argsort(bool stable, int64_t dim, bool descending) const {
  return argsort_stable_stub(*this, stable, dim, descending, nullptr);
}

Tensor argsort(const Tensor& self, Dimname dim, bool descending) {
  return argsort_dimname_stub(self, dim, descending, nullptr);
}

Tensor Tensor::argsort(Dimname dim, bool descending) const {
  return argsort_dimname_stub(*this, dim, descending, nullptr);
}

}  // namespace opforge
