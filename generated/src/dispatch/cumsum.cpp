// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cumsum: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cumsum.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/scan.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/cumsum.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kCumsumScan{"cumsum", "cumsum_out", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false};
// The derivatives (ops.yaml): self: cumsum_backward(grad, dim).
std::vector<Tensor> cumsum_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::cumsum_backward(grad, dim);
  return input_grads;
}

Tensor cumsum_stub(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cumsum", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("cumsum", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  const dispatch::Scan r = dispatch::plan_scan(kCumsumScan, self, dim, dtype, out == &self ? out : aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::cumsum_scan(r.input, r.dim, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::cumsum_scan(r.input, r.dim, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("cumsum");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("cumsum", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "CumsumBackward0", cumsum_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(r.dim)}}, false);
  }
  return result;
}

// cumsum.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
constexpr dispatch::ReductionRule kCumsumDimnameScan{"cumsum", "cumsum_out", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), /*integers_as_is=*/false};
Tensor cumsum_dimname_stub(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cumsum", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("cumsum.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Scan r = dispatch::plan_scan(kCumsumDimnameScan, self, dim_resolved, dtype, out == &self ? out : aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::cumsum_scan(r.input, r.dim, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::cumsum_scan(r.input, r.dim, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("cumsum.dimname");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("cumsum.dimname", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "CumsumBackward0", cumsum_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(r.dim)}}, false);
  }
  return result;
}

}  // namespace

Tensor cumsum(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return cumsum_stub(self, dim, dtype, nullptr);
}

Tensor& cumsum_out(Tensor& out, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  cumsum_stub(self, dim, dtype, &out);
  return out;
}

Tensor Tensor::cumsum(int64_t dim, std::optional<ScalarType> dtype) const {
  return cumsum_stub(*this, dim, dtype, nullptr);
}

const Tensor& Tensor::cumsum_(int64_t dim, std::optional<ScalarType> dtype) const {
  cumsum_stub(*this, dim, dtype, this);
  return *this;
}

Tensor cumsum(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype) {
  return cumsum_dimname_stub(self, dim, dtype, nullptr);
}

Tensor& cumsum_out(Tensor& out, const Tensor& self, Dimname dim, std::optional<ScalarType> dtype) {
  cumsum_dimname_stub(self, dim, dtype, &out);
  return out;
}

Tensor Tensor::cumsum(Dimname dim, std::optional<ScalarType> dtype) const {
  return cumsum_dimname_stub(*this, dim, dtype, nullptr);
}

const Tensor& Tensor::cumsum_(Dimname dim, std::optional<ScalarType> dtype) const {
  cumsum_dimname_stub(*this, dim, dtype, this);
  return *this;
}

}  // namespace opforge
