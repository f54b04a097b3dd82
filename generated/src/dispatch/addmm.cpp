// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named addmm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/addmm.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/addmm.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mm.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/t.h"

namespace opforge {
namespace {

// addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
constexpr dispatch::StructuredRule kAddmmRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "addmm_impl_cpu_", "addmm_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", false, true};
// The derivatives (ops.yaml): self: grad * conj(beta); mat1: mm(grad, t(conj(mat2))) * conj(alpha); mat2: mm(t(conj(mat1)), grad) * conj(alpha).
std::vector<Tensor> addmm_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& mat1 = saved.tensors[0];
  const Tensor& mat2 = saved.tensors[1];
  const Scalar& beta = saved.scalars[0];
  const Scalar& alpha = saved.scalars[1];
  std::vector<Tensor> input_grads(3);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, autograd::conj_scalar(beta));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::mm(grad, opforge::t(opforge::conj(mat2))), autograd::conj_scalar(alpha));
  if (saved.needs_grad(2)) input_grads[2] = opforge::mul(opforge::mm(opforge::t(opforge::conj(mat1)), grad), autograd::conj_scalar(alpha));
  return input_grads;
}

Tensor addmm_stub(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  const bool history = autograd::check_with_derivative("addmm", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, mat1, mat2);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("addmm", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::check_same_dtype(self, mat2, "self and mat2 must have the same dtype");
  dispatch::check_same_dtype(mat1, mat2, "mat1 and mat2 must have the same dtype");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(mat1, mat2, self);
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(mat1);
  aliasing.input(mat2);
  check_same_device(self.device(), mat1.device());
  check_same_device(self.device(), mat2.device());
  const dispatch::ResultShape shape = meta::addmm_shape(self, mat1, mat2, beta, alpha);
  Tensor results[1];
  dispatch::structured_outputs(kAddmmRule, shape, {&self, &mat1, &mat2}, out == &self ? out : aliasing.kernel_out(), out == &self, {}, results);
  if (dispatch::prepare_addend(kAddmmRule, shape, self, beta, alpha, results[0])) {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::addmm_kernel(self, mat1, mat2, beta, alpha, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::addmm_kernel(self, mat1, mat2, beta, alpha, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("addmm");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("addmm", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "AddmmBackward0", addmm_backward, {autograd::input_tensor(self), autograd::input_tensor(mat1), autograd::input_tensor(mat2)}, {.tensors = {mat1, mat2}, .scalars = {Scalar(beta), Scalar(alpha)}}, false);
  }
  return written;
}

}  // namespace

Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  return addmm_stub(self, mat1, mat2, beta, alpha, nullptr);
}

Tensor& addmm_out(Tensor& out, const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  addmm_stub(self, mat1, mat2, beta, alpha, &out);
  return out;
}

Tensor Tensor::addmm(const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) const {
  return addmm_stub(*this, mat1, mat2, beta, alpha, nullptr);
}

const Tensor& Tensor::addmm_(const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) const {
  addmm_stub(*this, mat1, mat2, beta, alpha, this);
  return *this;
}

}  // namespace opforge
