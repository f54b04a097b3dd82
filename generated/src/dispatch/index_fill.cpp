// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named index_fill: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/index_fill.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/index_fill.h"
#include "opforge/name_inference.h"
#include "opforge/ops/ne.h"
#include "opforge/ops/sum.h"
#include "opforge/ops/where.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
// The derivatives (ops.yaml): self: index_fill(grad, dim, index, 0).
std::vector<Tensor> index_fill_int_Scalar_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& index = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::index_fill(grad, dim, index, int64_t{0});
  return input_grads;
}

Tensor index_fill_int_Scalar_stub(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor* out) {
  const bool history = autograd::check_with_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, index);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.int_Scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "IndexFillBackward0", index_fill_int_Scalar_backward, {autograd::input_tensor(self)}, {.tensors = {index}, .scalars = {Scalar(dim)}}, false);
  }
  return result;
}

// index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
// The derivatives (ops.yaml): self: index_fill(grad, dim, index, 0); value: sum(index_fill(zeros_like(grad), dim, index, 1) != 0 ? grad : 0).
std::vector<Tensor> index_fill_int_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& index = saved.tensors[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::index_fill(grad, dim, index, int64_t{0});
  if (saved.needs_grad(1)) input_grads[1] = opforge::sum(opforge::where(opforge::ne(opforge::index_fill(opforge::zeros_like(grad), dim, index, int64_t{1}), Scalar(int64_t{0})), grad, Scalar(int64_t{0})));
  return input_grads;
}

Tensor index_fill_int_Tensor_stub(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value, const Tensor* out) {
  const bool history = autograd::check_with_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, value);
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, index);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.int_Tensor", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill_tensor(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "IndexFillBackward0", index_fill_int_Tensor_backward, {autograd::input_tensor(self), autograd::input_tensor(value)}, {.tensors = {index}, .scalars = {Scalar(dim)}}, false);
  }
  return result;
}

// index_fill.Dimname_Scalar(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor
Tensor index_fill_Dimname_Scalar_stub(const Tensor& self, Dimname dim, const Tensor& index, const Scalar& value, const Tensor* out) {
  const bool history = autograd::check_with_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, index);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.Dimname_Scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill_dimname(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "IndexFillBackward0", index_fill_int_Scalar_backward, {autograd::input_tensor(self)}, {.tensors = {index}, .scalars = {Scalar(resolve_dim(self, dim))}}, false);
  }
  return result;
}

// index_fill.Dimname_Tensor(Tensor self, Dimname dim, Tensor index, Tensor value) -> Tensor
Tensor index_fill_Dimname_Tensor_stub(const Tensor& self, Dimname dim, const Tensor& index, const Tensor& value, const Tensor* out) {
  const bool history = autograd::check_with_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, value);
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, index);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.Dimname_Tensor", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill_dimname_tensor(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "IndexFillBackward0", index_fill_int_Tensor_backward, {autograd::input_tensor(self), autograd::input_tensor(value)}, {.tensors = {index}, .scalars = {Scalar(resolve_dim(self, dim))}}, false);
  }
  return result;
}

}  // namespace

Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value) {
  return index_fill_int_Scalar_stub(self, dim, index, value, nullptr);
}

Tensor Tensor::index_fill(int64_t dim, const Tensor& index, const Scalar& value) const {
  return index_fill_int_Scalar_stub(*this, dim, index, value, nullptr);
}

const Tensor& Tensor::index_fill_(int64_t dim, const Tensor& index, const Scalar& value) const {
  index_fill_int_Scalar_stub(*this, dim, index, value, this);
  return *this;
}

Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value) {
  return index_fill_int_Tensor_stub(self, dim, index, value, nullptr);
}

Tensor Tensor::index_fill(int64_t dim, const Tensor& index, const Tensor& value) const {
  return index_fill_int_Tensor_stub(*this, dim, index, value, nullptr);
}

const Tensor& Tensor::index_fill_(int64_t dim, const Tensor& index, const Tensor& value) const {
  index_fill_int_Tensor_stub(*this, dim, index, value, this);
  return *this;
}

Tensor index_fill(const Tensor& self, Dimname dim, const Tensor& index, const Scalar& value) {
  return index_fill_Dimname_Scalar_stub(self, dim, index, value, nullptr);
}

Tensor Tensor::index_fill(Dimname dim, const Tensor& index, const Scalar& value) const {
  return index_fill_Dimname_Scalar_stub(*this, dim, index, value, nullptr);
}

const Tensor& Tensor::index_fill_(Dimname dim, const Tensor& index, const Scalar& value) const {
  index_fill_Dimname_Scalar_stub(*this, dim, index, value, this);
  return *this;
}

Tensor index_fill(const Tensor& self, Dimname dim, const Tensor& index, const Tensor& value) {
  return index_fill_Dimname_Tensor_stub(self, dim, index, value, nullptr);
}

Tensor Tensor::index_fill(Dimname dim, const Tensor& index, const Tensor& value) const {
  return index_fill_Dimname_Tensor_stub(*this, dim, index, value, nullptr);
}

const Tensor& Tensor::index_fill_(Dimname dim, const Tensor& index, const Tensor& value) const {
  index_fill_Dimname_Tensor_stub(*this, dim, index, value, this);
  return *this;
}

}  // namespace opforge
