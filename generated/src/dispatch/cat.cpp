// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cat: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cat.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/structured.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "kernels/cat.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// cat(Tensor[] tensors, int dim=0) -> Tensor
constexpr dispatch::StructuredRule kCatRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), "cat", "cat", PromotionKind::Default, dispatch::OutCast::SameKind, "opforge.cat(): input types can't be cast to the desired output type {out}", false, false};
// The derivatives (ops.yaml): tensors: cat_backward(grad, sizes(tensors), dim).
std::vector<Tensor> cat_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  return autograd::cat_backward(grad, saved.input_sizes, dim);
}

Tensor cat_stub(TensorList tensors, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cat", out ? autograd::CallForm::out : autograd::CallForm::function, out, tensors);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = dispatch::unify_names(tensors, "cat");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(tensors);
  const dispatch::ResultShape shape = meta::cat_shape(tensors, dim);
  Tensor results[1];
  dispatch::structured_outputs(kCatRule, shape, tensors, aliasing.kernel_out(), {}, results);
  composite::cat_kernel(tensors, dim, results[0]);
  Tensor written = results[0];
  aliasing.write_back(written);
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::span<const Tensor>(&written, 1), "CatBackward0", cat_backward, autograd::input_list(tensors), {.scalars = {Scalar(dim)}}, false);
  }
  return written;
}

// cat.names(Tensor[] tensors, Dimname dim) -> Tensor
constexpr dispatch::StructuredRule kCatNamesRule{dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), "cat", "cat", PromotionKind::Default, dispatch::OutCast::SameKind, "opforge.cat(): input types can't be cast to the desired output type {out}", false, false};
Tensor cat_names_stub(TensorList tensors, Dimname dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cat", out ? autograd::CallForm::out : autograd::CallForm::function, out, tensors);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = dispatch::unify_names(tensors, "cat");
  const int64_t dim_resolved = resolve_dim(dispatch::first_tensor(tensors), dim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(tensors);
  const dispatch::ResultShape shape = meta::cat_shape(tensors, dim_resolved);
  Tensor results[1];
  dispatch::structured_outputs(kCatNamesRule, shape, tensors, aliasing.kernel_out(), {}, results);
  composite::cat_kernel(tensors, dim_resolved, results[0]);
  Tensor written = results[0];
  aliasing.write_back(written);
  name_inference::propagate_names(*written.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(std::span<const Tensor>(&written, 1), "CatBackward0", cat_backward, autograd::input_list(tensors), {.scalars = {Scalar(dim_resolved)}}, false);
  }
  return written;
}

}  // namespace

Tensor cat(TensorList tensors, int64_t dim) {
  return cat_stub(tensors, dim, nullptr);
}

Tensor& cat_out(Tensor& out, TensorList tensors, int64_t dim) {
  cat_stub(tensors, dim, &out);
  return out;
}

Tensor cat(TensorList tensors, Dimname dim) {
  return cat_names_stub(tensors, dim, nullptr);
}

Tensor& cat_out(Tensor& out, TensorList tensors, Dimname dim) {
  cat_names_stub(tensors, dim, &out);
  return out;
}

}  // namespace opforge
