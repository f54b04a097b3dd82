// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bmm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bmm.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/bmm.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/transpose.h"

namespace opforge {
namespace {

// bmm(Tensor self, Tensor mat2) -> Tensor
constexpr dispatch::StructuredRule kBmmRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "bmm", "baddbmm_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", false, false};
// The derivatives (ops.yaml): self: bmm(grad, transpose(conj(mat2), 1, 2)); mat2: bmm(transpose(conj(self), 1, 2), grad).
std::vector<Tensor> bmm_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& mat2 = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::bmm(grad, opforge::transpose(opforge::conj(mat2), int64_t{1}, int64_t{2}));
  if (saved.needs_grad(1)) input_grads[1] = opforge::bmm(opforge::transpose(opforge::conj(self), int64_t{1}, int64_t{2}), grad);
  return input_grads;
}

Tensor bmm_stub(const Tensor& self, const Tensor& mat2, const Tensor* out) {
  const bool history = autograd::check_with_derivative("bmm", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, mat2);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("bmm", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(self, mat2);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(mat2);
  check_same_device(self.device(), mat2.device());
  const dispatch::ResultShape shape = meta::bmm_shape(self, mat2);
  Tensor results[1];
  dispatch::structured_outputs(kBmmRule, shape, {&self, &mat2}, aliasing.kernel_out(), false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::bmm_kernel(self, mat2, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::bmm_kernel(self, mat2, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("bmm");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("bmm", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "BmmBackward0", bmm_backward, {autograd::input_tensor(self), autograd::input_tensor(mat2)}, {.tensors = {self, mat2}}, false);
  }
  return written;
}

}  // namespace

Tensor bmm(const Tensor& self, const Tensor& mat2) {
  return bmm_stub(self, mat2, nullptr);
}

Tensor& bmm_out(Tensor& out, const Tensor& self, const Tensor& mat2) {
  bmm_stub(self, mat2, &out);
  return out;
}

Tensor Tensor::bmm(const Tensor& mat2) const {
  return bmm_stub(*this, mat2, nullptr);
}

}  // namespace opforge
