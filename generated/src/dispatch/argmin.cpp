// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named argmin: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/argmin.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/argmin.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
constexpr dispatch::StructuredRule kArgminRule{dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "argmin_cpu", "argmin_cuda", PromotionKind::Index, dispatch::OutCast::Exact, "", true, false};
Tensor argmin_stub(const Tensor& self, std::optional<int64_t> dim, bool keepdim, const Tensor* out) {
  autograd::check_without_derivative("argmin", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::argmin.out" : "aten::argmin", {self});
  dispatch::check_device("argmin", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  if (dim) dim = wrap_dim(*dim, self.dim());
  const dispatch::ResultShape shape = meta::argmin_shape(self, dim, keepdim);
  Tensor results[1];
  dispatch::structured_outputs(kArgminRule, shape, {&self}, aliasing.kernel_out(), false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::argmin_kernel(self, dim, keepdim, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::argmin_kernel(self, dim, keepdim, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("argmin");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("argmin", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  return written;
}

}  // namespace

Tensor argmin(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return argmin_stub(self, dim, keepdim, nullptr);
}

Tensor& argmin_out(Tensor& out, const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  argmin_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::argmin(std::optional<int64_t> dim, bool keepdim) const {
  return argmin_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
