// Tensor::contiguous and clone: self's values in a layout, as a fresh tensor (empty_like
// semantics) followed by copy_, which carries self's names over (copy_ names an unnamed result
// after its source). (to and its shorthands are operators of ops.yaml: src/composite/conversions.cpp.)
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge {

Tensor Tensor::contiguous(MemoryFormat m) const {
  if (is_contiguous(m)) return *this;
  OPFORGE_CHECK(m != MemoryFormat::Preserve, RuntimeError,
                "preserve memory format is unsupported by the contiguous operator");
  return clone(m);
}

Tensor Tensor::clone(MemoryFormat m) const {
  Tensor result = empty_like(*this, TensorOptions().memory_format(m));
  result.copy_(*this);
  return result;
}

}  // namespace opforge
