// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named flip: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/flip.h"

#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/flip.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// flip(Tensor self, int[] dims) -> Tensor
constexpr dispatch::StructuredRule kFlipRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "flip_cpu", "flip_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", false, false};
// The derivatives (ops.yaml): self: flip(grad, dims).
std::vector<Tensor> flip_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const IntArrayRef dims = saved.int_lists[0].span();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::flip(grad, dims);
  return input_grads;
}

Tensor flip_stub(const Tensor& self, IntArrayRef dims, const Tensor* out) {
  const bool history = autograd::check_with_derivative("flip", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::flip", {self});
  dispatch::check_device("flip", self.device(), true, true, true, "[cpu, cuda, meta]");
  const DimVector dims_wrapped = dispatch::wrap_dim_list(dims, self.dim());
  dims = dims_wrapped;
  const dispatch::ResultShape shape = meta::flip_shape(self, dims);
  Tensor results[1];
  dispatch::structured_outputs(kFlipRule, shape, {&self}, out, false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::flip_kernel(self, dims, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::flip_kernel(self, dims, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("flip");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("flip", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  if (history) [[unlikely]] {
    autograd::record_derived(written, "FlipBackward0", flip_backward, {autograd::input_tensor(self)}, {.int_lists = {DimVector(dims)}}, false);
  }
  return written;
}

}  // namespace

Tensor flip(const Tensor& self, IntArrayRef dims) {
  return flip_stub(self, dims, nullptr);
}

Tensor Tensor::flip(IntArrayRef dims) const {
  return flip_stub(*this, dims, nullptr);
}

}  // namespace opforge
