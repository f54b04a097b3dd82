// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named argmax: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/argmax.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/argmax.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
constexpr dispatch::StructuredRule kArgmaxRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "argmax_cpu", "argmax_cuda", PromotionKind::Index, dispatch::OutCast::Exact, "", true, false};
Tensor argmax_stub(const Tensor& self, std::optional<int64_t> dim, bool keepdim, const Tensor* out) {
  autograd::check_without_derivative("argmax", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::argmax.out" : "aten::argmax", {self});
  dispatch::check_device("argmax", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  if (dim) dim = wrap_dim(*dim, self.dim());
  const dispatch::ResultShape shape = meta::argmax_shape(self, dim, keepdim);
  Tensor results[1];
  dispatch::structured_outputs(kArgmaxRule, shape, {&self}, aliasing.kernel_out(), false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::argmax_kernel(self, dim, keepdim, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::argmax_kernel(self, dim, keepdim, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("argmax");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("argmax", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  return written;
}

}  // namespace

Tensor argmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return argmax_stub(self, dim, keepdim, nullptr);
}

Tensor& argmax_out(Tensor& out, const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  argmax_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::argmax(std::optional<int64_t> dim, bool keepdim) const {
  return argmax_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
