// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named baddbmm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/baddbmm.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/baddbmm.h"
#include "opforge/name_inference.h"
#include "opforge/ops/bmm.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/transpose.h"

namespace opforge {
namespace {

// baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
constexpr dispatch::StructuredRule kBaddbmmRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "baddbmm", "baddbmm_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", false, true};
// The derivatives (ops.yaml): self: grad * conj(beta); batch1: bmm(grad, transpose(conj(batch2), 1, 2)) * conj(alpha); batch2: bmm(transpose(conj(batch1), 1, 2), grad) * conj(alpha).
std::vector<Tensor> baddbmm_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& batch1 = saved.tensors[0];
  const Tensor& batch2 = saved.tensors[1];
  const Scalar& beta = saved.scalars[0];
  const Scalar& alpha = saved.scalars[1];
  std::vector<Tensor> input_grads(3);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, autograd::conj_scalar(beta));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::bmm(grad, opforge::transpose(opforge::conj(batch2), int64_t{1}, int64_t{2})), autograd::conj_scalar(alpha));
  if (saved.needs_grad(2)) input_grads[2] = opforge::mul(opforge::bmm(opforge::transpose(opforge::conj(batch1), int64_t{1}, int64_t{2}), grad), autograd::conj_scalar(alpha));
  return input_grads;
}

Tensor baddbmm_stub(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  const bool history = autograd::check_with_derivative("baddbmm", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, batch1, batch2);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out == &self ? "aten::baddbmm_" : out && out != &self ? "aten::baddbmm.out" : "aten::baddbmm", {self, batch1, batch2});
  dispatch::check_device("baddbmm", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(batch1);
  aliasing.input(batch2);
  check_same_device(self.device(), batch1.device());
  check_same_device(self.device(), batch2.device());
  const dispatch::ResultShape shape = meta::baddbmm_shape(self, batch1, batch2, beta, alpha);
  Tensor results[1];
  dispatch::structured_outputs(kBaddbmmRule, shape, {&batch1, &batch2}, out == &self ? out : aliasing.kernel_out(), out == &self, {}, results);
  if (dispatch::prepare_addend(kBaddbmmRule, shape, self, beta, alpha, results[0])) {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::baddbmm_kernel(self, batch1, batch2, beta, alpha, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::baddbmm_kernel(self, batch1, batch2, beta, alpha, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("baddbmm");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("baddbmm", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "BaddbmmBackward0", baddbmm_backward, {autograd::input_tensor(self), autograd::input_tensor(batch1), autograd::input_tensor(batch2)}, {.tensors = {batch1, batch2}, .scalars = {Scalar(beta), Scalar(alpha)}}, false);
  }
  return written;
}

}  // namespace

Tensor baddbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  return baddbmm_stub(self, batch1, batch2, beta, alpha, nullptr);
}

Tensor& baddbmm_out(Tensor& out, const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  baddbmm_stub(self, batch1, batch2, beta, alpha, &out);
  return out;
}

Tensor Tensor::baddbmm(const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) const {
  return baddbmm_stub(*this, batch1, batch2, beta, alpha, nullptr);
}

const Tensor& Tensor::baddbmm_(const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) const {
  baddbmm_stub(*this, batch1, batch2, beta, alpha, this);
  return *this;
}

}  // namespace opforge
