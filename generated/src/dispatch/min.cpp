// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named min: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/min.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/kernel_checks.h"
#include "iteration/pointwise_checks.h"
#include "kernels/min.h"
#include "opforge/name_inference.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/gt.h"
#include "opforge/ops/logical_and.h"
#include "opforge/ops/logical_or.h"
#include "opforge/ops/lt.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/ne.h"
#include "opforge/ops/sum.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// min(Tensor self) -> Tensor
constexpr dispatch::StructuredRule kMinRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "min_all", "min_all_cuda", PromotionKind::Default, dispatch::OutCast::Exact, "", false, false};
// The derivatives (ops.yaml): self: (grad / sum(self == result || (self != self && result != result))) * (self == result || (self != self && result != result)).
std::vector<Tensor> min_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(opforge::div(grad, opforge::sum(opforge::logical_or(opforge::eq(self, result), opforge::logical_and(opforge::ne(self, self), opforge::ne(result, result))))), opforge::logical_or(opforge::eq(self, result), opforge::logical_and(opforge::ne(self, self), opforge::ne(result, result))));
  return input_grads;
}

Tensor min_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("min", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("min", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_all_dimensions(self);
  const dispatch::ResultShape shape = meta::min_all_shape(self);
  Tensor results[1];
  dispatch::structured_outputs(kMinRule, shape, {&self}, out, false, {}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::min_all_kernel(self, results[0]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::min_all_kernel(self, results[0]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("min");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("min", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  Tensor written = results[0];
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(written, "MinBackward0", min_backward, {autograd::input_tensor(self)}, {.tensors = {self, written}}, true);
  }
  return written;
}

// min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::StructuredRule kMinDimRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "min_cpu", "min_cuda", PromotionKind::Default, dispatch::OutCast::Exact, "", false, false};
// The derivatives (ops.yaml): self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim).
std::vector<Tensor> min_dim_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& indices = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  const bool keepdim = saved.scalars[1].to<bool>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::value_selecting_backward(grad, saved.input_sizes[0].span(), dim, indices, keepdim);
  return input_grads;
}

std::tuple<Tensor, Tensor> min_dim_stub(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("min", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("min.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::removes_dimensions(self, IntArrayRef(&dim, 1), keepdim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  dim = wrap_dim(dim, self.dim());
  const dispatch::ResultShape shape = meta::min_dim_shape(self, dim, keepdim);
  Tensor results[2];
  dispatch::structured_outputs(kMinDimRule, shape, {&self}, aliasing.kernel_out(), false, {ScalarType::Int64}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::min_dim_kernel(self, dim, keepdim, results[0], results[1]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::min_dim_kernel(self, dim, keepdim, results[0], results[1]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("min.dim");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("min.dim", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> written(results[0], results[1]);
  aliasing.write_back(written);
  name_inference::propagate_names(*std::get<0>(written).impl(), names);
  name_inference::propagate_names(*std::get<1>(written).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(written), "MinBackward0", min_dim_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(written)}, .scalars = {Scalar(dim), Scalar(keepdim)}}, false);
  }
  return written;
}

// min.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
constexpr dispatch::StructuredRule kMinNamesDimRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "min_cpu", "min_cuda", PromotionKind::Default, dispatch::OutCast::Exact, "", false, false};
std::tuple<Tensor, Tensor> min_names_dim_stub(const Tensor& self, Dimname dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("min", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 2);
  dispatch::check_device("min.names_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, DimnameList(&dim, 1), keepdim);
  const int64_t dim_resolved = resolve_dim(self, dim);
  dispatch::OutAliasing aliasing(out, 2);
  aliasing.input(self);
  const dispatch::ResultShape shape = meta::min_dim_shape(self, dim_resolved, keepdim);
  Tensor results[2];
  dispatch::structured_outputs(kMinNamesDimRule, shape, {&self}, aliasing.kernel_out(), false, {ScalarType::Int64}, results);
  if (shape.reads_no_elements) {
    dispatch::zero_results(results);
  } else {
    switch (results[0].device().type()) {
      case DeviceType::CPU:
        cpu::min_dim_kernel(self, dim_resolved, keepdim, results[0], results[1]);
        break;
      case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
        cuda::min_dim_kernel(self, dim_resolved, keepdim, results[0], results[1]);
        break;
#else
        dispatch::raise_built_without_cuda_kernels("min.names_dim");
#endif
      case DeviceType::Meta:
        break;  // no data: the results' sizes, dtypes and names are all there is
      default:
        dispatch::raise_device_not_supported("min.names_dim", results[0].device(), "[cpu, cuda, meta]");
    }
  }
  std::tuple<Tensor, Tensor> written(results[0], results[1]);
  aliasing.write_back(written);
  name_inference::propagate_names(*std::get<0>(written).impl(), names);
  name_inference::propagate_names(*std::get<1>(written).impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::get<0>(written), "MinBackward0", min_dim_backward, {autograd::input_tensor(self)}, {.tensors = {std::get<1>(written)}, .scalars = {Scalar(dim_resolved), Scalar(keepdim)}}, false);
  }
  return written;
}

// min.other(Tensor self, Tensor other) -> Tensor
constexpr uint64_t kMinOtherReject0Dtypes0 = dispatch::dtype_bits({ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble});
// The derivatives (ops.yaml): self: self > other ? 0 : (self == other ? grad / 2 : grad); other: self < other ? 0 : (self == other ? grad / 2 : grad).
std::vector<Tensor> min_other_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(opforge::gt(self, other), Scalar(int64_t{0}), opforge::where(opforge::eq(self, other), opforge::div(grad, Scalar(int64_t{2})), grad));
  if (saved.needs_grad(1)) input_grads[1] = opforge::where(opforge::lt(self, other), Scalar(int64_t{0}), opforge::where(opforge::eq(self, other), opforge::div(grad, Scalar(int64_t{2})), grad));
  return input_grads;
}

Tensor min_other_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("min", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out && !is_inplace ? "aten::minimum.out" : "aten::minimum", {dispatch::name_operand(self), dispatch::name_operand(other)});
  if (dispatch::any_dtype_in(kMinOtherReject0Dtypes0, {dispatch::operand_dtype(self), dispatch::operand_dtype(other)})) dispatch::reject<RuntimeError>("minimum not implemented for complex tensors.");
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "min";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::min_other_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::min_other_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("min.other");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("min.other", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MinBackward0", min_other_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {autograd::as_tensor(self), autograd::as_tensor(other)}}, false);
  }
  return result;
}

}  // namespace

Tensor min(const Tensor& self) {
  return min_stub(self, nullptr);
}

Tensor Tensor::min() const {
  return min_stub(*this, nullptr);
}

std::tuple<Tensor, Tensor> min(const Tensor& self, int64_t dim, bool keepdim) {
  return min_dim_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> min_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  min_dim_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::min(int64_t dim, bool keepdim) const {
  return min_dim_stub(*this, dim, keepdim, nullptr);
}

std::tuple<Tensor, Tensor> min(const Tensor& self, Dimname dim, bool keepdim) {
  return min_names_dim_stub(self, dim, keepdim, nullptr);
}

std::tuple<Tensor&, Tensor&> min_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim) {
  const Tensor outs[] = {values, indices};
  min_names_dim_stub(self, dim, keepdim, outs);
  return std::tuple<Tensor&, Tensor&>(values, indices);
}

std::tuple<Tensor, Tensor> Tensor::min(Dimname dim, bool keepdim) const {
  return min_names_dim_stub(*this, dim, keepdim, nullptr);
}

Tensor min(const Tensor& self, const Tensor& other) {
  return min_other_stub(self, other, nullptr, false);
}

Tensor& min_out(Tensor& out, const Tensor& self, const Tensor& other) {
  min_other_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::min(const Tensor& other) const {
  return min_other_stub(*this, other, nullptr, false);
}

}  // namespace opforge
