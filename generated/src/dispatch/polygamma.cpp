// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named polygamma: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/polygamma.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/polygamma.h"
#include "opforge/name_inference.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// polygamma(int n, Tensor self) -> Tensor
constexpr uint64_t kPolygammaReject1Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
constexpr uint64_t kPolygammaReject2Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: grad * polygamma(n + 1, self).
std::vector<Tensor> polygamma_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const int64_t n = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, opforge::polygamma((n + int64_t{1}), self));
  return input_grads;
}

Tensor polygamma_stub(int64_t n, elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("polygamma", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  if (n < 0) dispatch::reject<RuntimeError>("polygamma(n, x) does not support negative n.");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kPolygammaReject1Dtypes0) && n == 0) dispatch::reject<NotImplementedError>("\"digamma\" not implemented for '{self}'", {{"self", dispatch::operand_dtype(self)}});
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kPolygammaReject2Dtypes0) && n == 1) dispatch::reject<NotImplementedError>("\"trigamma\" not implemented for '{self}'", {{"self", dispatch::operand_dtype(self)}});
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "polygamma";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::polygamma_kernel(iter, n);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::polygamma_kernel(iter, n);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("polygamma");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("polygamma", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "PolygammaBackward0", polygamma_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}, .scalars = {Scalar(n)}}, false);
  }
  return result;
}

}  // namespace

Tensor polygamma(int64_t n, const Tensor& self) {
  return polygamma_stub(n, self, nullptr, false);
}

Tensor& polygamma_out(Tensor& out, int64_t n, const Tensor& self) {
  polygamma_stub(n, self, &out, false);
  return out;
}

Tensor Tensor::polygamma(int64_t n) const {
  return polygamma_stub(n, *this, nullptr, false);
}

const Tensor& Tensor::polygamma_(int64_t n) const {
  polygamma_stub(n, *this, this, true);
  return *this;
}

}  // namespace opforge
