// copy_: writes src into self, broadcasting src to self's shape and converting each element to
// self's dtype (cast_element's rules), on whichever devices they live (the runtime's
// copy_elements). Checks and their order are PyTorch's copy_: names (out-function rule, the
// stub's), self and src being one tensor or one view (nothing to do), memory overlap, shapes; then
// the copy. Where PyTorch cannot tell whether self and src overlap (a non-dense operand), src is
// read from a temporary if their memory ranges intersect, so the result is always that of copying
// from an unaliased src. Same-dtype copies are byte copies and work for every dtype, shells
// included; conversions cover the non-shell dtypes and the float8 family (through float32).
// non_blocking only allows a copy to be asynchronous; every copy here is ordered.
#include <algorithm>

#include "core/device_copy.h"
#include "iteration/mem_overlap.h"
#include "kernels/copy.h"
#include "opforge/broadcast.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

bool is_same_data(const Tensor& a, const Tensor& b) {
  return a.impl()->storage() == b.impl()->storage() && a.storage_offset() == b.storage_offset() &&
         a.dtype() == b.dtype() && std::ranges::equal(a.sizes(), b.sizes()) &&
         std::ranges::equal(a.strides(), b.strides());
}

}  // namespace

// Only the in-place variant exists, so out is always &self.
Tensor copy(const Tensor& self, const Tensor& src, bool /*non_blocking*/, const Tensor* /*out*/) {
  if (self.is_same(src) || is_same_data(self, src)) return self;
  // PyTorch's copy_impl: into a meta self only the broadcast is checked (no overlap check, as there
  // is nothing to overwrite); out of a meta src there is nothing to read.
  if (self.is_meta()) {
    check_inplace_broadcast(self.sizes(), infer_size(self.sizes(), src.sizes()));
    return self;
  }
  if (src.is_meta()) raise<NotImplementedError>("Cannot copy out of meta tensor; no data!");
  assert_no_internal_overlap(self);
  const MemOverlapStatus overlap = assert_no_partial_overlap(self, src);
  check_inplace_broadcast(self.sizes(), infer_size(self.sizes(), src.sizes()));
  if (self.numel() == 0) return self;
  const Tensor source =
      overlap == MemOverlapStatus::TooHard && may_share_memory(self, src) ? src.clone(MemoryFormat::Contiguous) : src;
  copy_elements(self, source);
  return self;
}

}  // namespace opforge::composite
