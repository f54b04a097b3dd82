// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named addmv: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/addmv.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/addmv.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/mv.h"
#include "opforge/ops/outer.h"
#include "opforge/ops/t.h"

namespace opforge {
namespace {

// addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
constexpr dispatch::StructuredRule kAddmvRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "addmv_impl_cpu", "addmv_impl_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", true, true};
// The derivatives (ops.yaml): self: grad * conj(beta); mat: outer(grad, conj(vec)) * conj(alpha); vec: mv(t(conj(mat)), grad) * conj(alpha).
std::vector<Tensor> addmv_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& mat = saved.tensors[0];
  const Tensor& vec = saved.tensors[1];
  const Scalar& beta = saved.scalars[0];
  const Scalar& alpha = saved.scalars[1];
  std::vector<Tensor> input_grads(3);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, autograd::conj_scalar(beta));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::outer(grad, opforge::conj(vec)), autograd::conj_scalar(alpha));
  if (saved.needs_grad(2)) input_grads[2] = opforge::mul(opforge::mv(opforge::t(opforge::conj(mat)), grad), autograd::conj_scalar(alpha));
  return input_grads;
}

Tensor addmv_stub(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  const bool history = autograd::check_with_derivative("addmv", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, mat, vec);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("addmv", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(mat, vec, self);
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(mat);
  aliasing.input(vec);
  check_same_device(self.device(), mat.device());
  check_same_device(self.device(), vec.device());
  const dispatch::ResultShape shape = meta::addmv_shape(self, mat, vec, beta, alpha);
  Tensor results[1];
  dispatch::structured_outputs(kAddmvRule, shape, {&mat, &vec}, out == &self ? out : aliasing.kernel_out(), out == &self, {}, results);
  if (dispatch::prepare_addend(kAddmvRule, shape, self, beta, alpha, results[0])) {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::addmv_kernel(self, mat, vec, beta, alpha, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::addmv_kernel(self, mat, vec, beta, alpha, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("addmv");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("addmv", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "AddmvBackward0", addmv_backward, {autograd::input_tensor(self), autograd::input_tensor(mat), autograd::input_tensor(vec)}, {.tensors = {mat, vec}, .scalars = {Scalar(beta), Scalar(alpha)}}, false);
  }
  return written;
}

}  // namespace

Tensor addmv(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) {
  return addmv_stub(self, mat, vec, beta, alpha, nullptr);
}

Tensor& addmv_out(Tensor& out, const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) {
  addmv_stub(self, mat, vec, beta, alpha, &out);
  return out;
}

Tensor Tensor::addmv(const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) const {
  return addmv_stub(*this, mat, vec, beta, alpha, nullptr);
}

const Tensor& Tensor::addmv_(const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) const {
  addmv_stub(*this, mat, vec, beta, alpha, this);
  return *this;
}

}  // namespace opforge
