// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named index_fill: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/index_fill.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/index_fill.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
Tensor index_fill_int_Scalar_stub(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor* out) {
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, index);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.int_Scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
Tensor index_fill_int_Tensor_stub(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value, const Tensor* out) {
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, index, value);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.int_Tensor", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill_tensor(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// index_fill.Dimname_Scalar(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor
Tensor index_fill_Dimname_Scalar_stub(const Tensor& self, Dimname dim, const Tensor& index, const Scalar& value, const Tensor* out) {
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, index);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.Dimname_Scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill_dimname(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// index_fill.Dimname_Tensor(Tensor self, Dimname dim, Tensor index, Tensor value) -> Tensor
Tensor index_fill_Dimname_Tensor_stub(const Tensor& self, Dimname dim, const Tensor& index, const Tensor& value, const Tensor* out) {
  autograd::check_without_derivative("index_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, index, value);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("index_fill.Dimname_Tensor", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::index_fill_dimname_tensor(self, dim, index, value, out);
  name_inference::propagate_names(*result.impl(), names);
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
