// masked_select, with PyTorch 1.13's checks in its order and texts: self's and mask's names must
// unify as a broadcast does (the 1-D result has none; an out= tensor keeps its own); mask bool or
// uint8 ("masked_select: expected BoolTensor or ByteTensor for mask"), a uint8 one of 0s and 1s
// only ("Mask tensor can take 0 and 1 values only"); an out= tensor of self's dtype ("masked_select():
// self and result must have the same scalar type"); then mask broadcast with self
// (expand_outplace(mask, self), whose errors name mask as tensor a).
// The result is self's elements at the positions of mask's true ones in row-major order: those
// positions are the first `count` of a stable descending argsort of the flattened mask, and
// index_select gathers them, on every device.
#include "kernels/masked_select.h"

#include "iteration/kernel_checks.h"
#include "opforge/broadcast.h"
#include "opforge/name_inference.h"
#include "opforge/ops/any.h"
#include "opforge/ops/argsort.h"
#include "opforge/ops/gt.h"
#include "opforge/ops/index_select.h"
#include "opforge/ops/sum.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor masked_select(const Tensor& self, const Tensor& mask, const Tensor* out) {
  (void)name_inference::unifies_names_from_inputs(self, mask);
  OPFORGE_CHECK(mask.dtype() == kBool || mask.dtype() == kByte, RuntimeError,
                "masked_select: expected BoolTensor or ByteTensor for mask");
  OPFORGE_CHECK(!out || out->dtype() == self.dtype(), RuntimeError,
                "masked_select(): self and result must have the same scalar type");
  check_same_device(self.device(), mask.device());
  if (out) check_same_device(self.device(), out->device());
  const DimVector shape = infer_size(mask.sizes(), self.sizes());
  // ops.yaml's dtypes for masked_select: every dtype but complex32 and the shells.
  if (self.dtype() == kComplexHalf || is_shell(self.dtype()) || is_float8(self.dtype()))
    raise_dtype_not_implemented("masked_select", self.dtype());
  // Unnamed aliases: the reshapes and index_select below refuse names, which were checked above.
  Tensor flat_mask = mask.rename(std::nullopt).expand(shape).reshape({-1});
  if (flat_mask.dtype() == kByte) {
    OPFORGE_CHECK(!flat_mask.gt(1).any().item<bool>(), RuntimeError, "Mask tensor can take 0 and 1 values only");
    flat_mask = flat_mask.to(kBool);
  }
  const int64_t count = flat_mask.sum().item<int64_t>();
  const Tensor positions = argsort(flat_mask, /*stable=*/true, 0, /*descending=*/true).narrow(0, 0, count);
  const Tensor flat_self = self.rename(std::nullopt).expand(shape).reshape({-1});
  if (!out) return index_select(flat_self, 0, positions);
  const int64_t size[] = {count};
  resize_out(*out, size);
  Tensor written = out->rename(std::nullopt);
  index_select_out(written, flat_self, 0, positions);
  return *out;
}

}  // namespace opforge::composite
