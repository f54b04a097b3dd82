// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named nanmean: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/nanmean.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/nanmean.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr uint64_t kNanmeanReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: nanmean_backward(grad, self, dim, keepdim).
std::vector<Tensor> nanmean_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const IntArrayRef dim = saved.int_lists[0].span();
  const bool keepdim = saved.scalars[0].to<bool>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::nanmean_backward(grad, self, dim, keepdim);
  return input_grads;
}

Tensor nanmean_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("nanmean", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("nanmean", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kNanmeanReject0Dtypes0)) dispatch::reject<RuntimeError>("nanmean(): expected input to have floating point dtype but got {self}", {{"self", dispatch::operand_dtype(self)}});
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::nanmean(self, dim, keepdim, dtype, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NanmeanBackward0", nanmean_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(keepdim)}, .int_lists = {dim ? DimVector(*dim) : DimVector()}}, false);
  }
  return result;
}

}  // namespace

Tensor nanmean(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  return nanmean_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& nanmean_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  nanmean_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::nanmean(std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return nanmean_stub(*this, dim, keepdim, dtype, nullptr);
}

}  // namespace opforge
