// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named mode: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/mode.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/sort.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/mode.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kModeSort{"mode_cpu", dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::Mode, {dispatch::OutDtypeText{0, "expected scalar type '{result}' but got '{out}' for values output"}, dispatch::OutDtypeText{1, "expected scalar type '{result}' but got '{out}' for indices output"}}};
// The derivatives (ops.yaml): self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim).
std::vector<Tensor> mode_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& indices = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  const bool keepdim = saved.scalars[1].to<bool>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::value_selecting_backward(grad, saved.input_sizes[0].span(), dim, indices, keepdim);
  return input_grads;
}

std::tuple<Tensor, Tensor> mode_stub(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("mode", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("mode", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::removes_dimensions(self, IntArrayRef(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const dispatch::Sort r = dispatch::plan_sort(kModeSort, self, {.dim = dim, .keepdim = keepdim}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::mode_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::mode_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("mode");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("mode", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "ModeBackward0", mode_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim), Scalar(keepdim)}}, false);
  }
  return result;
}

// mode.dimname(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kModeDimnameSort{"mode_cpu", dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::Mode, {dispatch::OutDtypeText{0, "expected scalar type '{result}' but got '{out}' for values output"}, dispatch::OutDtypeText{1, "expected scalar type '{result}' but got '{out}' for indices output"}}};
std::tuple<Tensor, Tensor> mode_dimname_stub(const Tensor& self, Dimname dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("mode", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("mode.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, DimnameList(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Sort r = dispatch::plan_sort(kModeDimnameSort, self, {.dim = dim_resolved, .keepdim = keepdim}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::mode_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::mode_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("mode.dimname");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("mode.dimname", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "ModeBackward0", mode_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim), Scalar(keepdim)}}, false);
  }
  return result;
}

}  // namespace

std::tuple<Tensor, Tensor> mode(const Tensor& self, int64_t dim, bool keepdim) {
  return mode_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> mode_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  mode_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::mode(int64_t dim, bool keepdim) const {
  return mode_stub(*this, dim, keepdim, nullptr);
}

std::tuple<Tensor, Tensor> mode(const Tensor& self, Dimname dim, bool keepdim) {
  return mode_dimname_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> mode_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  mode_dimname_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::mode(Dimname dim, bool keepdim) const {
  return mode_dimname_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
