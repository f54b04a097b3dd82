// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cat: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cat.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/stub_support.h"
#include "kernels/cat.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// cat(Tensor[] tensors, int dim=0) -> Tensor
Tensor cat_stub(TensorList tensors, int64_t dim, const Tensor* out) {
  const name_inference::MaybeNames names = dispatch::unify_names(tensors, "cat");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(tensors);
  Tensor result = kernels::cat_kernel(tensors, dim, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

// cat.names(Tensor[] tensors, Dimname dim) -> Tensor
Tensor cat_names_stub(TensorList tensors, Dimname dim, const Tensor* out) {
  const name_inference::MaybeNames names = dispatch::unify_names(tensors, "cat");
  const int64_t dim_resolved = resolve_dim(dispatch::first_tensor(tensors), dim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(tensors);
  Tensor result = kernels::cat_kernel(tensors, dim_resolved, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
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
