// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named gather: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/gather.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/gather.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor
constexpr dispatch::StructuredRule kGatherRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "scatter_gather_tensor_cpu", "cuda_scatter_gather_base_kernel_func", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", false, false};
// The derivatives (ops.yaml): self: gather_backward(grad, sizes(self), dim, index, sparse_grad).
std::vector<Tensor> gather_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& index = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  const bool sparse_grad = saved.scalars[1].to<bool>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::gather_backward(grad, saved.input_sizes[0].span(), dim, index, sparse_grad);
  return input_grads;
}

Tensor gather_stub(const Tensor& self, int64_t dim, const Tensor& index, bool sparse_grad, const Tensor* out) {
  const bool history = autograd::check_with_derivative("gather", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  autograd::check_without_derivative("gather", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, index);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::gather.out" : "aten::gather", {self, index});
  dispatch::check_device("gather", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(index);
  check_same_device(self.device(), index.device());
  dim = wrap_dim(dim, self.dim());
  const dispatch::ResultShape shape = meta::gather_shape(self, dim, index, sparse_grad);
  Tensor results[1];
  dispatch::structured_outputs(kGatherRule, shape, {&self}, aliasing.kernel_out(), false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::gather_kernel(self, dim, index, sparse_grad, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::gather_kernel(self, dim, index, sparse_grad, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("gather");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("gather", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "GatherBackward0", gather_backward, {autograd::input_tensor(self)}, {.tensors = {index}, .scalars = {Scalar(dim), Scalar(sparse_grad)}}, false);
  }
  return written;
}

}  // namespace

Tensor gather(const Tensor& self, int64_t dim, const Tensor& index, bool sparse_grad) {
  return gather_stub(self, dim, index, sparse_grad, nullptr);
}

Tensor& gather_out(Tensor& out, const Tensor& self, int64_t dim, const Tensor& index, bool sparse_grad) {
  gather_stub(self, dim, index, sparse_grad, &out);
  return out;
}

Tensor Tensor::gather(int64_t dim, const Tensor& index, bool sparse_grad) const {
  return gather_stub(*this, dim, index, sparse_grad, nullptr);
}

}  // namespace opforge
