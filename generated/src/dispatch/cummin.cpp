// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cummin: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cummin.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/scan.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/cummin.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)
constexpr dispatch::ReductionRule kCumminScan{"cummin", "cummin", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*integers_as_is=*/false, 2, {dispatch::ResultDtype::Computed, dispatch::ResultDtype::Index}};
// The derivatives (ops.yaml): self: scatter_backward(grad, sizes(self), dim, indices).
std::vector<Tensor> cummin_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& indices = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::scatter_backward(grad, saved.input_sizes[0].span(), dim, indices);
  return input_grads;
}

std::tuple<Tensor, Tensor> cummin_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cummin", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("cummin", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const dispatch::Scan r = dispatch::plan_scan(kCumminScan, self, dim, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::cummin_scan(r.input, r.dim, r.result, r.indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::cummin_scan(r.input, r.dim, r.result, r.indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("cummin");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("cummin", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.result, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "CumminBackward0", cummin_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim)}}, false);
  }
  return result;
}

// cummin.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)
constexpr dispatch::ReductionRule kCumminDimnameScan{"cummin", "cummin", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*integers_as_is=*/false, 2, {dispatch::ResultDtype::Computed, dispatch::ResultDtype::Index}};
std::tuple<Tensor, Tensor> cummin_dimname_stub(const Tensor& self, Dimname dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cummin", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("cummin.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Scan r = dispatch::plan_scan(kCumminDimnameScan, self, dim_resolved, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::cummin_scan(r.input, r.dim, r.result, r.indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::cummin_scan(r.input, r.dim, r.result, r.indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("cummin.dimname");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("cummin.dimname", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.result, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "CumminBackward0", cummin_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim)}}, false);
  }
  return result;
}

}  // namespace

std::tuple<Tensor, Tensor> cummin(const Tensor& self, int64_t dim) {
  return cummin_stub(self, dim, nullptr);
}

std::tuple<Tensor&, Tensor&> cummin_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim) {
  const Tensor outs[] = {values, indices};
  cummin_stub(self, dim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::cummin(int64_t dim) const {
  return cummin_stub(*this, dim, nullptr);
}

std::tuple<Tensor, Tensor> cummin(const Tensor& self, Dimname dim) {
  return cummin_dimname_stub(self, dim, nullptr);
}

std::tuple<Tensor&, Tensor&> cummin_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim) {
  const Tensor outs[] = {values, indices};
  cummin_dimname_stub(self, dim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::cummin(Dimname dim) const {
  return cummin_dimname_stub(*this, dim, nullptr);
}

}  // namespace opforge
