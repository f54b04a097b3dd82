// addbmm: beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i], as PyTorch 1.13's
// addbmm_out, in its order:
// - self is broadcast to [batch1's rows, batch2's columns] (so a batch1 or batch2 of too few dims
//   is the size lookup's IndexError, and a self that does not broadcast is expand's error);
// - batch1 and batch2 must be 3-D ("batch1 must be a 3D tensor") with one batch size ("batch1 and
//   batch2 must have same number of batches, got 2 and 3") and agreeing inner sizes ("Incompatible
//   matrix sizes for bmm (3x4 and 3x5)");
// - the result (a new tensor of self's dtype, the out= tensor, or self in place) takes the
//   broadcast self's sizes and, unless beta is 0, its values; with no batch it is then scaled by
//   beta (zeros when beta is 0);
// - each batch's product is added in turn with addmm_ (beta for the first, 1 after), whose stub
//   makes the dtype checks with addmm's texts ("self and mat2 must have the same dtype", the
//   result being addmm's self) and computes; so the sum adds the batches in PyTorch's order.
// 1.13 refuses named tensors (ops.yaml: names: none).
#include "kernels/addbmm.h"

#include <algorithm>
#include <complex>

#include "opforge/factories.h"
#include "opforge/ops/addmm.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor addbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha,
              const Tensor* out) {
  const Tensor expanded = self.expand({batch1.size(1), batch2.size(2)});
  OPFORGE_CHECK(batch1.dim() == 3, RuntimeError, "batch1 must be a 3D tensor");
  OPFORGE_CHECK(batch2.dim() == 3, RuntimeError, "batch2 must be a 3D tensor");
  const int64_t batches = batch1.sizes()[0];
  OPFORGE_CHECK(batches == batch2.sizes()[0], RuntimeError,
                "batch1 and batch2 must have same number of batches, got {} and {}", batches, batch2.sizes()[0]);
  OPFORGE_CHECK(batch1.sizes()[2] == batch2.sizes()[1], RuntimeError,
                "Incompatible matrix sizes for bmm ({}x{} and {}x{})", batch1.sizes()[1], batch1.sizes()[2],
                batch2.sizes()[1], batch2.sizes()[2]);
  Tensor result = out ? *out : empty({0}, TensorOptions().dtype(self.dtype()).device(self.device()));
  // PyTorch's resize_as_: no warning, and self itself in place (a [5] self becomes [3, 5]).
  const bool resized = !std::ranges::equal(result.sizes(), expanded.sizes());
  if (resized) result.impl()->resize(expanded.sizes());
  const bool beta_zero = beta.to_complex() == std::complex<double>(0);
  if (!beta_zero && (resized || !result.is_same(self))) result.copy_(expanded);
  if (batches == 0) {
    if (beta_zero) {
      result.zero_();
    } else {
      result.mul_(beta);
    }
    return result;
  }
  Scalar scale = beta;
  for (int64_t i = 0; i < batches; ++i) {
    result.addmm_(batch1.select(0, i), batch2.select(0, i), scale, alpha);
    scale = 1;
  }
  return result;
}

}  // namespace opforge::composite
