// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named baddbmm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/baddbmm.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/baddbmm.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
constexpr dispatch::StructuredRule kBaddbmmRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "baddbmm", "baddbmm_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", false, true};
Tensor baddbmm_stub(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  autograd::check_without_derivative("baddbmm", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, batch1, batch2);
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
