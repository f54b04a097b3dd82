// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named relu: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/relu.h"

#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/relu.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// relu(Tensor self) -> Tensor
constexpr uint64_t kReluReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool});
constexpr uint64_t kReluReject1Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
Tensor relu_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kReluReject0Dtypes0)) dispatch::reject<RuntimeError>("Boolean inputs not supported for relu");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kReluReject1Dtypes0)) dispatch::reject<RuntimeError>("clamp is not supported for complex types");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "relu";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::relu_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::relu_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("relu");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("relu", iter.device(), "[cpu, cuda, meta]");
  }
  return iter.take_output();
}

}  // namespace

Tensor relu(const Tensor& self) {
  return relu_stub(self, nullptr, false);
}

Tensor Tensor::relu() const {
  return relu_stub(*this, nullptr, false);
}

const Tensor& Tensor::relu_() const {
  relu_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
