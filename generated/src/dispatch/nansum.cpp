// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named nansum: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/nansum.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/reduction.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/nansum.h"
#include "opforge/name_inference.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
constexpr uint64_t kNansumReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kNansumReject1Dtypes0 = dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double});
constexpr uint64_t kNansumReject2Dtypes0 = dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double});
constexpr uint64_t kNansumReject2Dtypes1 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kNansumReject3Dtypes0 = dispatch::dtype_bits({ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double});
constexpr uint64_t kNansumReject3Dtypes1 = dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr dispatch::ReductionRule kNansumReduction{"nansum", "nansum", PromotionKind::Reduction, false, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*integers_as_is=*/false, 1, {}, /*casts_into_out=*/false, /*empty_checks=*/false, /*empty_fill=*/0.0};
// The derivatives (ops.yaml): self: unreduce(grad) * (self == self).
std::vector<Tensor> nansum_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(autograd::unreduce(grad, saved), opforge::eq(self, self));
  return input_grads;
}

Tensor nansum_stub(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out) {
  const bool history = autograd::check_with_derivative("nansum", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::nansum.out" : "aten::nansum", {self});
  dispatch::check_device("nansum", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kNansumReject0Dtypes0)) dispatch::reject<RuntimeError>("nansum does not support complex inputs");
  if ((out != nullptr && out != &self) && dispatch::dtype_in(dispatch::operand_dtype(self), kNansumReject1Dtypes0) && dispatch::dtypes_differ(dispatch::operand_dtype(dtype), dispatch::operand_dtype(out))) dispatch::reject<RuntimeError>("nansum: provided dtype must match dtype of result. Got {out} and {dtype}.", {{"out", dispatch::operand_dtype(out)}, {"dtype", dispatch::operand_dtype(dtype)}});
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kNansumReject2Dtypes0) && dispatch::dtype_in(dispatch::operand_dtype(dtype), kNansumReject2Dtypes1)) dispatch::reject<NotImplementedError>("\"nansum_cpu\" not implemented for '{dtype}'", {{"dtype", dispatch::operand_dtype(dtype)}});
  if ((out != nullptr && out != &self) && dispatch::dtype_in(dispatch::operand_dtype(self), kNansumReject3Dtypes0) && dispatch::dtype_in(dispatch::operand_dtype(out), kNansumReject3Dtypes1)) dispatch::reject<NotImplementedError>("\"nansum_cpu\" not implemented for '{out}'", {{"out", dispatch::operand_dtype(out)}});
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  const dispatch::Reduction r = dispatch::plan_reduction(kNansumReduction, self, dim, keepdim, dtype, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::nansum_reduce(r.input, r.mask, r.result);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::nansum_reduce(r.input, r.mask, r.result);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("nansum");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("nansum", self.device(), "[cpu, cuda, meta]");
    }
  }
  Tensor result = r.result;
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NansumBackward0", nansum_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .reduced = {r.mask, keepdim}}, false);
  }
  return result;
}

}  // namespace

Tensor nansum(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  return nansum_stub(self, dim, keepdim, dtype, nullptr);
}

Tensor& nansum_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) {
  nansum_stub(self, dim, keepdim, dtype, &out);
  return out;
}

Tensor Tensor::nansum(std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype) const {
  return nansum_stub(*this, dim, keepdim, dtype, nullptr);
}

}  // namespace opforge
