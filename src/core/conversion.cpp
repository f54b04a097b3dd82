// Tensor::contiguous and clone: self's values in a layout, as a fresh tensor (empty_like
// semantics) followed by copy_, which carries self's names over (copy_ names an unnamed result
// after its source). clone is differentiable, as PyTorch's: its gradient is grad. (to and its
// shorthands are operators of ops.yaml: src/composite/conversions.cpp.)
#include <vector>

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "opforge/autograd.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

std::vector<Tensor> clone_backward(const autograd::SavedValues& /*saved*/, const std::vector<Tensor>& grads) {
  return {grads[0]};
}

}  // namespace

Tensor Tensor::contiguous(MemoryFormat m) const {
  if (is_contiguous(m)) return *this;
  OPFORGE_CHECK(m != MemoryFormat::Preserve, RuntimeError,
                "preserve memory format is unsupported by the contiguous operator");
  return clone(m);
}

Tensor Tensor::clone(MemoryFormat m) const {
  Tensor result = empty_like(*this, TensorOptions().memory_format(m));
  if (!autograd::tracked(*this)) [[likely]] {
    result.copy_(*this);
    return result;
  }
  // The copy without history, then CloneBackward0 where grad mode is on and self requires grad.
  const bool history = autograd::GradMode::is_enabled() && requires_grad();
  {
    const autograd::NoGradGuard no_grad;
    result.copy_(*this);
  }
  if (history) autograd::record_derived(result, "CloneBackward0", clone_backward, {this}, {}, false);
  return result;
}

}  // namespace opforge
