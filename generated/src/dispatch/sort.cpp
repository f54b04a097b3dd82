// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named sort: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/sort.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/sort.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/sort.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kSortSort{"sorting_kernel_method_name", dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::All};
// The derivatives (ops.yaml): self: scatter_backward(grad, sizes(self), dim, indices).
std::vector<Tensor> sort_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& indices = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::scatter_backward(grad, saved.input_sizes[0].span(), dim, indices);
  return input_grads;
}

std::tuple<Tensor, Tensor> sort_stub(const Tensor& self, int64_t dim, bool descending, const Tensor* out) {
  const bool history = autograd::check_with_derivative("sort", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::reject_named_tensors(out ? "aten::sort.values" : "aten::sort", {self});
  dispatch::check_device("sort", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const dispatch::Sort r = dispatch::plan_sort(kSortSort, self, {.dim = dim, .descending = descending}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::sort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::sort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("sort");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("sort", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "SortBackward0", sort_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim)}}, false);
  }
  return result;
}

// sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kSortStableSort{"sorting_kernel_method_name", dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::All};
std::tuple<Tensor, Tensor> sort_stable_stub(const Tensor& self, std::optional<bool> stable, int64_t dim, bool descending, const Tensor* out) {
  const bool history = autograd::check_with_derivative("sort", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::reject_named_tensors(out ? "aten::sort.values_stable" : "aten::sort.stable", {self});
  dispatch::check_device("sort.stable", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const dispatch::Sort r = dispatch::plan_sort(kSortStableSort, self, {.dim = dim, .descending = descending, .stable = stable}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::sort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::sort_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("sort.stable");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("sort.stable", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "SortBackward0", sort_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim)}}, false);
  }
  return result;
}

// sort.dimname(Tensor self, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
std::tuple<Tensor, Tensor> sort_dimname_stub(const Tensor& self, Dimname dim, bool descending, const Tensor* out) {
  autograd::check_without_derivative("sort", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("sort.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  std::tuple<Tensor, Tensor> result = composite::sort_dimname(self, dim, descending, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

// sort.dimname_stable(Tensor self, *, bool? stable, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
std::tuple<Tensor, Tensor> sort_dimname_stable_stub(const Tensor& self, std::optional<bool> stable, Dimname dim, bool descending, const Tensor* out) {
  autograd::check_without_derivative("sort", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("sort.dimname_stable", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  std::tuple<Tensor, Tensor> result = composite::sort_dimname(self, stable, dim, descending, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

std::tuple<Tensor, Tensor> sort(const Tensor& self, int64_t dim, bool descending) {
  return sort_stub(self, dim, descending, nullptr);
}

std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool descending) {
  const Tensor outs[] = {values, indices};
  sort_stub(self, dim, descending, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::sort(int64_t dim, bool descending) const {
  return sort_stub(*this, dim, descending, nullptr);
}

std::tuple<Tensor, Tensor> sort(const Tensor& self, std::optional<bool> stable, int64_t dim, bool descending) {
  return sort_stable_stub(self, stable, dim, descending, nullptr);
}

std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, std::optional<bool> stable, int64_t dim, bool descending) {
  const Tensor outs[] = {values, indices};
  sort_stable_stub(self, stable, dim, descending, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::sort(std::optional<bool> stable, int64_t dim, bool descending) const {
  return sort_stable_stub(*this, stable, dim, descending, nullptr);
}

std::tuple<Tensor, Tensor> sort(const Tensor& self, Dimname dim, bool descending) {
  return sort_dimname_stub(self, dim, descending, nullptr);
}

std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool descending) {
  const Tensor outs[] = {values, indices};
  sort_dimname_stub(self, dim, descending, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::sort(Dimname dim, bool descending) const {
  return sort_dimname_stub(*this, dim, descending, nullptr);
}

std::tuple<Tensor, Tensor> sort(const Tensor& self, std::optional<bool> stable, Dimname dim, bool descending) {
  return sort_dimname_stable_stub(self, stable, dim, descending, nullptr);
}

std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, std::optional<bool> stable, Dimname dim, bool descending) {
  const Tensor outs[] = {values, indices};
  sort_dimname_stable_stub(self, stable, dim, descending, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::sort(std::optional<bool> stable, Dimname dim, bool descending) const {
  return sort_dimname_stable_stub(*this, stable, dim, descending, nullptr);
}

}  // namespace opforge
