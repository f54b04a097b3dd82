// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named mv: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/mv.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/mv.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/outer.h"
#include "opforge/ops/t.h"

namespace opforge {
namespace {

// mv(Tensor self, Tensor vec) -> Tensor
constexpr dispatch::StructuredRule kMvRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "addmv_impl_cpu", "addmv_impl_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", true, false};
// The derivatives (ops.yaml): self: outer(grad, conj(vec)); vec: mv(t(conj(self)), grad).
std::vector<Tensor> mv_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& vec = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::outer(grad, opforge::conj(vec));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mv(opforge::t(opforge::conj(self)), grad);
  return input_grads;
}

Tensor mv_stub(const Tensor& self, const Tensor& vec, const Tensor* out) {
  const bool history = autograd::check_with_derivative("mv", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, vec);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("mv", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(self, vec);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(vec);
  check_same_device(self.device(), vec.device());
  const dispatch::ResultShape shape = meta::mv_shape(self, vec);
  Tensor results[1];
  dispatch::structured_outputs(kMvRule, shape, {&self, &vec}, aliasing.kernel_out(), false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::mv_kernel(self, vec, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::mv_kernel(self, vec, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("mv");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("mv", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "MvBackward0", mv_backward, {autograd::input_tensor(self), autograd::input_tensor(vec)}, {.tensors = {self, vec}}, false);
  }
  return written;
}

}  // namespace

Tensor mv(const Tensor& self, const Tensor& vec) {
  return mv_stub(self, vec, nullptr);
}

Tensor& mv_out(Tensor& out, const Tensor& self, const Tensor& vec) {
  mv_stub(self, vec, &out);
  return out;
}

Tensor Tensor::mv(const Tensor& vec) const {
  return mv_stub(*this, vec, nullptr);
}

}  // namespace opforge
