// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named index_select: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/index_select.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/index_select.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// index_select(Tensor self, int dim, Tensor index) -> Tensor
constexpr dispatch::StructuredRule kIndexSelectRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "index_select", "index_select_cuda", PromotionKind::SameDtype, dispatch::OutCast::Exact, "index_select(): self and result must have the same scalar type", false, false};
// The derivatives (ops.yaml): self: index_select_backward(grad, sizes(self), dim, index).
std::vector<Tensor> index_select_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& index = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::index_select_backward(grad, saved.input_sizes[0].span(), dim, index);
  return input_grads;
}

Tensor index_select_stub(const Tensor& self, int64_t dim, const Tensor& index, const Tensor* out) {
  const bool history = autograd::check_with_derivative("index_select", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  autograd::check_without_derivative("index_select", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, index);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::index_select.out" : "aten::index_select", {self, index});
  dispatch::check_device("index_select", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(index);
  check_same_device(self.device(), index.device());
  dim = wrap_dim(dim, self.dim());
  const dispatch::ResultShape shape = meta::index_select_shape(self, dim, index);
  Tensor results[1];
  dispatch::structured_outputs(kIndexSelectRule, shape, {&self}, aliasing.kernel_out(), false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::index_select_kernel(self, dim, index, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::index_select_kernel(self, dim, index, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("index_select");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("index_select", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "IndexSelectBackward0", index_select_backward, {autograd::input_tensor(self)}, {.tensors = {index}, .scalars = {Scalar(dim)}}, false);
  }
  return written;
}

}  // namespace

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index) {
  return index_select_stub(self, dim, index, nullptr);
}

Tensor& index_select_out(Tensor& out, const Tensor& self, int64_t dim, const Tensor& index) {
  index_select_stub(self, dim, index, &out);
  return out;
}

Tensor Tensor::index_select(int64_t dim, const Tensor& index) const {
  return index_select_stub(*this, dim, index, nullptr);
}

}  // namespace opforge
