// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named topk: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/topk.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/sort.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/topk.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
constexpr dispatch::SortRule kTopkSort{"topk_cpu", dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), /*returns_values=*/true, sort_select::Pick::FirstK};
// The derivatives (ops.yaml): self: scatter_backward(grad, sizes(self), dim, indices).
std::vector<Tensor> topk_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& indices = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::scatter_backward(grad, saved.input_sizes[0].span(), dim, indices);
  return input_grads;
}

std::tuple<Tensor, Tensor> topk_stub(const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted, const Tensor* out) {
  const bool history = autograd::check_with_derivative("topk", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("topk", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  static_cast<void>(sorted);  // always sorted: an order sorted=False allows
  const dispatch::Sort r = dispatch::plan_sort(kTopkSort, self, {.dim = dim, .k = k, .descending = largest}, aliasing.kernel_out());
  if (r.runs_kernel) {
    switch (self.device().type()) {
      case DeviceType::CPU:
        cpu::topk_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::topk_sort(r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("topk");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("topk", self.device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> result(r.values, r.indices);
  aliasing.write_back(result);
  name_inference::propagate_names(*std::get<0>(result).impl(), names);
  name_inference::propagate_names(*std::get<1>(result).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(result), "TopkBackward0", topk_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(result)}, .scalars = {Scalar(r.dim)}}, false);
  }
  return result;
}

}  // namespace

std::tuple<Tensor, Tensor> topk(const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted) {
  return topk_stub(self, k, dim, largest, sorted, nullptr);
}

std::tuple<Tensor&, Tensor&> topk_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted) {
  const Tensor outs[] = {values, indices};
  topk_stub(self, k, dim, largest, sorted, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::topk(int64_t k, int64_t dim, bool largest, bool sorted) const {
  return topk_stub(*this, k, dim, largest, sorted, nullptr);
}

}  // namespace opforge
