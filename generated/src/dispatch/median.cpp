// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named median: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/median.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/sort.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/median.h"
#include "opforge/name_inference.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/logical_and.h"
#include "opforge/ops/logical_or.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/ne.h"
#include "opforge/ops/sum.h"

namespace opforge {
namespace {

// median(Tensor self) -> Tensor
constexpr dispatch::SortRule kMedianSort{"median_cpu", dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::Median};
// The derivatives (ops.yaml): self: (grad / sum(self == result || (self != self && result != result))) * (self == result || (self != self && result != result)).
std::vector<Tensor> median_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(opforge::div(grad, opforge::sum(opforge::logical_or(opforge::eq(self, result), opforge::logical_and(opforge::ne(self, self), opforge::ne(result, result))))), opforge::logical_or(opforge::eq(self, result), opforge::logical_and(opforge::ne(self, self), opforge::ne(result, result))));
  return input_grads;
}

Tensor median_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("median", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("median", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  const dispatch::Sort r = dispatch::plan_sort(kMedianSort, self, {.dim = std::nullopt}, out);
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::median_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::median_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("median");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("median", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.values;
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MedianBackward0", median_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}}, true);
  }
  return result;
}

// median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kMedianDimSort{"median_out", dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::Median, {dispatch::OutDtypeText{1, "Expected tensor for argument #1 'indices' to have scalar type Long; but got {out_tensor} instead (while checking arguments for median)"}, dispatch::OutDtypeText{0, "Expected tensor for 'values' to have the same type as tensor for argument #2 'self'; but type {out_tensor} does not equal {result_tensor} (while checking arguments for median)"}}};
// The derivatives (ops.yaml): self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim).
std::vector<Tensor> median_dim_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& indices = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  const bool keepdim = saved.scalars[1].to<bool>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::value_selecting_backward(grad, saved.input_sizes[0].span(), dim, indices, keepdim);
  return input_grads;
}

std::tuple<Tensor, Tensor> median_dim_stub(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("median", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("median.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::removes_dimensions(self, IntArrayRef(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const dispatch::Sort r = dispatch::plan_sort(kMedianDimSort, self, {.dim = dim, .keepdim = keepdim}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::median_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::median_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("median.dim");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("median.dim", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "MedianBackward0", median_dim_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim), Scalar(keepdim)}}, false);
  }
  return result;
}

// median.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kMedianNamesDimSort{"median_out", dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::Median, {dispatch::OutDtypeText{1, "Expected tensor for argument #1 'indices' to have scalar type Long; but got {out_tensor} instead (while checking arguments for median)"}, dispatch::OutDtypeText{0, "Expected tensor for 'values' to have the same type as tensor for argument #2 'self'; but type {out_tensor} does not equal {result_tensor} (while checking arguments for median)"}}};
std::tuple<Tensor, Tensor> median_names_dim_stub(const Tensor& self, Dimname dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("median", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("median.names_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, DimnameList(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Sort r = dispatch::plan_sort(kMedianNamesDimSort, self, {.dim = dim_resolved, .keepdim = keepdim}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::median_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::median_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("median.names_dim");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("median.names_dim", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "MedianBackward0", median_dim_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim), Scalar(keepdim)}}, false);
  }
  return result;
}

}  // namespace

Tensor median(const Tensor& self) {
  return median_stub(self, nullptr);
}

Tensor Tensor::median() const {
  return median_stub(*this, nullptr);
}

std::tuple<Tensor, Tensor> median(const Tensor& self, int64_t dim, bool keepdim) {
  return median_dim_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> median_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  median_dim_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::median(int64_t dim, bool keepdim) const {
  return median_dim_stub(*this, dim, keepdim, nullptr);
}

std::tuple<Tensor, Tensor> median(const Tensor& self, Dimname dim, bool keepdim) {
  return median_names_dim_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> median_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  median_names_dim_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::median(Dimname dim, bool keepdim) const {
  return median_names_dim_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
