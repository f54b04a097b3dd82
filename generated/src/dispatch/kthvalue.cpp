// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named kthvalue: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/kthvalue.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/sort.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/kthvalue.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kKthvalueSort{"kthvalue_cpu", dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::Kth, {dispatch::OutDtypeText{0, "output values must be of same type as input"}, dispatch::OutDtypeText{1, "output indices must be of scalar type Long"}}};
// The derivatives (ops.yaml): self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim).
std::vector<Tensor> kthvalue_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& indices = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  const bool keepdim = saved.scalars[1].to<bool>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::value_selecting_backward(grad, saved.input_sizes[0].span(), dim, indices, keepdim);
  return input_grads;
}

std::tuple<Tensor, Tensor> kthvalue_stub(const Tensor& self, int64_t k, int64_t dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("kthvalue", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("kthvalue", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::removes_dimensions(self, IntArrayRef(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const dispatch::Sort r = dispatch::plan_sort(kKthvalueSort, self, {.dim = dim, .k = k, .keepdim = keepdim}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::kthvalue_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::kthvalue_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("kthvalue");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("kthvalue", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "KthvalueBackward0", kthvalue_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim), Scalar(keepdim)}}, false);
  }
  return result;
}

// kthvalue.dimname(Tensor self, int k, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kKthvalueDimnameSort{"kthvalue_cpu", dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::Kth, {dispatch::OutDtypeText{0, "output values must be of same type as input"}, dispatch::OutDtypeText{1, "output indices must be of scalar type Long"}}};
std::tuple<Tensor, Tensor> kthvalue_dimname_stub(const Tensor& self, int64_t k, Dimname dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("kthvalue", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("kthvalue.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, DimnameList(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Sort r = dispatch::plan_sort(kKthvalueDimnameSort, self, {.dim = dim_resolved, .k = k, .keepdim = keepdim}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::kthvalue_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::kthvalue_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("kthvalue.dimname");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("kthvalue.dimname", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "KthvalueBackward0", kthvalue_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim), Scalar(keepdim)}}, false);
  }
  return result;
}

}  // namespace

std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, int64_t dim, bool keepdim) {
  return kthvalue_stub(self, k, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> kthvalue_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t k, int64_t dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  kthvalue_stub(self, k, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::kthvalue(int64_t k, int64_t dim, bool keepdim) const {
  return kthvalue_stub(*this, k, dim, keepdim, nullptr);
}

std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, Dimname dim, bool keepdim) {
  return kthvalue_dimname_stub(self, k, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> kthvalue_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t k, Dimname dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  kthvalue_dimname_stub(self, k, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::kthvalue(int64_t k, Dimname dim, bool keepdim) const {
  return kthvalue_dimname_stub(*this, k, dim, keepdim, nullptr);
}

}  // namespace opforge
