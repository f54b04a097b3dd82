// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cumprod: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cumprod.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/scan.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/cumprod.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kCumprodScan{"cumprod", "cumprod_out", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false};
// The derivatives (ops.yaml): self: cumprod_backward(grad, self, dim, result).
std::vector<Tensor> cumprod_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::cumprod_backward(grad, self, dim, result);
  return input_grads;
}

Tensor cumprod_stub(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cumprod", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  std::optional<Tensor> original_self;
  if (history && out == &self) [[unlikely]] original_self = autograd::original_of(self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("cumprod", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  const dispatch::Scan r = dispatch::plan_scan(kCumprodScan, self, dim, dtype, out == &self ? out : aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::cumprod_scan(r.input, r.dim, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::cumprod_scan(r.input, r.dim, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("cumprod");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("cumprod", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "CumprodBackward0", cumprod_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(self), result}, .scalars = {Scalar(r.dim)}, .result_written_in_place = out == &self}, true);
  }
  return result;
}

// cumprod.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kCumprodDimnameScan{"cumprod", "cumprod_out", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false};
Tensor cumprod_dimname_stub(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cumprod", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  std::optional<Tensor> original_self;
  if (history && out == &self) [[unlikely]] original_self = autograd::original_of(self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("cumprod.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Scan r = dispatch::plan_scan(kCumprodDimnameScan, self, dim_resolved, dtype, out == &self ? out : aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::cumprod_scan(r.input, r.dim, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::cumprod_scan(r.input, r.dim, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("cumprod.dimname");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("cumprod.dimname", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "CumprodBackward0", cumprod_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(self), result}, .scalars = {Scalar(r.dim)}, .result_written_in_place = out == &self}, true);
  }
  return result;
}

}  // namespace

Tensor cumprod(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return cumprod_stub(self, dim, dtype, nullptr);
}

Tensor& cumprod_out(Tensor& out, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  cumprod_stub(self, dim, dtype, &out);
  return out;
}

Tensor Tensor::cumprod(int64_t dim, std::optional<ScalarType> dtype) const {
  return cumprod_stub(*this, dim, dtype, nullptr);
}

const Tensor& Tensor::cumprod_(int64_t dim, std::optional<ScalarType> dtype) const {
  cumprod_stub(*this, dim, dtype, this);
  return *this;
}

Tensor cumprod(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype) {
  return cumprod_dimname_stub(self, dim, dtype, nullptr);
}

Tensor& cumprod_out(Tensor& out, const Tensor& self, Dimname dim, std::optional<ScalarType> dtype) {
  cumprod_dimname_stub(self, dim, dtype, &out);
  return out;
}

Tensor Tensor::cumprod(Dimname dim, std::optional<ScalarType> dtype) const {
  return cumprod_dimname_stub(*this, dim, dtype, nullptr);
}

const Tensor& Tensor::cumprod_(Dimname dim, std::optional<ScalarType> dtype) const {
  cumprod_dimname_stub(*this, dim, dtype, this);
  return *this;
}

}  // namespace opforge
