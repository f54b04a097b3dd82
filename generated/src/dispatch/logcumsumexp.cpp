// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named logcumsumexp: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/logcumsumexp.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/scan.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/logcumsumexp.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// logcumsumexp(Tensor self, int dim) -> Tensor
constexpr dispatch::ReductionRule kLogcumsumexpScan{"logcumsumexp", "logcumsumexp_out", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/true};
// The derivatives (ops.yaml): self: logcumsumexp_backward(grad, self, result, dim).
std::vector<Tensor> logcumsumexp_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::logcumsumexp_backward(grad, self, result, dim);
  return input_grads;
}

Tensor logcumsumexp_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("logcumsumexp", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("logcumsumexp", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Scan r = dispatch::plan_scan(kLogcumsumexpScan, self, dim, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::logcumsumexp_scan(r.input, r.dim, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::logcumsumexp_scan(r.input, r.dim, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("logcumsumexp");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("logcumsumexp", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LogcumsumexpBackward0", logcumsumexp_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(r.dim)}}, true);
  }
  return result;
}

// logcumsumexp.dimname(Tensor self, Dimname dim) -> Tensor
constexpr dispatch::ReductionRule kLogcumsumexpDimnameScan{"logcumsumexp", "logcumsumexp_out", PromotionKind::ReductionKeepsDtype, false, dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/true};
Tensor logcumsumexp_dimname_stub(const Tensor& self, Dimname dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("logcumsumexp", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("logcumsumexp.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::Scan r = dispatch::plan_scan(kLogcumsumexpDimnameScan, self, dim_resolved, std::nullopt, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::logcumsumexp_scan(r.input, r.dim, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::logcumsumexp_scan(r.input, r.dim, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("logcumsumexp.dimname");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("logcumsumexp.dimname", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LogcumsumexpBackward0", logcumsumexp_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(r.dim)}}, true);
  }
  return result;
}

}  // namespace

Tensor logcumsumexp(const Tensor& self, int64_t dim) {
  return logcumsumexp_stub(self, dim, nullptr);
}

Tensor& logcumsumexp_out(Tensor& out, const Tensor& self, int64_t dim) {
  logcumsumexp_stub(self, dim, &out);
  return out;
}

Tensor Tensor::logcumsumexp(int64_t dim) const {
  return logcumsumexp_stub(*this, dim, nullptr);
}

Tensor logcumsumexp(const Tensor& self, Dimname dim) {
  return logcumsumexp_dimname_stub(self, dim, nullptr);
}

Tensor& logcumsumexp_out(Tensor& out, const Tensor& self, Dimname dim) {
  logcumsumexp_dimname_stub(self, dim, &out);
  return out;
}

Tensor Tensor::logcumsumexp(Dimname dim) const {
  return logcumsumexp_dimname_stub(*this, dim, nullptr);
}

}  // namespace opforge
