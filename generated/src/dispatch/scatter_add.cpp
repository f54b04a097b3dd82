// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named scatter_add: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/scatter_add.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/scatter_add.h"
#include "opforge/name_inference.h"
#include "opforge/ops/gather.h"

namespace opforge {
namespace {

// scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
constexpr dispatch::StructuredRule kScatterAddRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), dispatch::dtype_bits({ScalarType::Int32, ScalarType::Int64, ScalarType::Float, ScalarType::Double}), "scatter_gather_tensor_cpu", "cuda_scatter_gather_base_kernel_func", PromotionKind::SameDtype, dispatch::OutCast::Exact, "", false, false};
// The derivatives (ops.yaml): self: grad; src: gather(grad, dim, index).
std::vector<Tensor> scatter_add_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& index = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  if (saved.needs_grad(1)) input_grads[1] = opforge::gather(grad, dim, index);
  return input_grads;
}

Tensor scatter_add_stub(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor* out) {
  const bool history = autograd::check_with_derivative("scatter_add", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, src);
  autograd::check_without_derivative("scatter_add", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, index);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out == &self ? "aten::scatter_add_" : out && out != &self ? "aten::scatter_add.out" : "aten::scatter_add", {self, index, src});
  dispatch::check_device("scatter_add", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(index);
  aliasing.input(src);
  check_same_device(self.device(), index.device());
  check_same_device(self.device(), src.device());
  dim = wrap_dim(dim, self.dim());
  const dispatch::ResultShape shape = meta::scatter_add_shape(self, dim, index, src);
  Tensor results[1];
  dispatch::structured_outputs(kScatterAddRule, shape, {&self}, out == &self ? out : aliasing.kernel_out(), out == &self, {}, results);
  dispatch::copy_start(self, results[0]);
  if (results[0].numel() != 0) {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::scatter_add_kernel(self, dim, index, src, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::scatter_add_kernel(self, dim, index, src, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("scatter_add");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("scatter_add", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  aliasing.write_back(written);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "ScatterAddBackward0", scatter_add_backward, {autograd::input_tensor(self), autograd::input_tensor(src)}, {.tensors = {index}, .scalars = {Scalar(dim)}}, false);
  }
  return written;
}

}  // namespace

Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  return scatter_add_stub(self, dim, index, src, nullptr);
}

Tensor& scatter_add_out(Tensor& out, const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  scatter_add_stub(self, dim, index, src, &out);
  return out;
}

Tensor Tensor::scatter_add(int64_t dim, const Tensor& index, const Tensor& src) const {
  return scatter_add_stub(*this, dim, index, src, nullptr);
}

const Tensor& Tensor::scatter_add_(int64_t dim, const Tensor& index, const Tensor& src) const {
  scatter_add_stub(*this, dim, index, src, this);
  return *this;
}

}  // namespace opforge
