// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named amax: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/amax.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/amax.h"
#include "opforge/name_inference.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
constexpr dispatch::ReductionRule kAmaxReduction{"amax", "max_values", PromotionKind::ReductionKeepsDtype, true, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*integers_as_is=*/false};
// The derivatives (ops.yaml): self: unreduce(grad / reduced_sum(self == unreduce(result))) * (self == unreduce(result)).
std::vector<Tensor> amax_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(autograd::unreduce(opforge::div(grad, autograd::reduced_sum(opforge::eq(self, autograd::unreduce(result, saved)), saved)), saved), opforge::eq(self, autograd::unreduce(result, saved)));
  return input_grads;
}

Tensor amax_stub(const Tensor& self, IntArrayRef dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("amax", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::amax.out" : "aten::amax", {self});
  dispatch::check_device("amax", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kAmaxReduction, self, dim, keepdim, std::nullopt, aliasing.kernel_out());
  switch (self.device().type()) {
    case DeviceType::CPU:
      cpu::amax_reduce(r.input, r.mask, r.result);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::amax_reduce(r.input, r.mask, r.result);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("amax");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("amax", self.device(), "[cpu, cuda, meta]");
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "AmaxBackward0", amax_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .reduced = {r.mask, keepdim}}, true);
  }
  return result;
}

}  // namespace

Tensor amax(const Tensor& self, IntArrayRef dim, bool keepdim) {
  return amax_stub(self, dim, keepdim, nullptr);
}

Tensor& amax_out(Tensor& out, const Tensor& self, IntArrayRef dim, bool keepdim) {
  amax_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::amax(IntArrayRef dim, bool keepdim) const {
  return amax_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
