// What a structured op's meta function (meta::<shape>, src/meta/<op>.cpp) gives: the results'
// sizes, the memory format of new results (cat keeps its inputs' channels-last layout), and whether
// the results are known without reading the operands' elements.
#pragma once

#include <utility>

#include "opforge/layout.h"

namespace opforge::dispatch {

struct ResultShape {
  ResultShape(DimVector s) : sizes(std::move(s)) {}  // NOLINT(google-explicit-constructor): sizes alone
  ResultShape(DimVector s, MemoryFormat f) : sizes(std::move(s)), memory_format(f) {}
  DimVector sizes;
  // Preserve: the result is laid out as the first operand, whose sizes it has (PyTorch's
  // empty_like(self, preserve_format): its strides where they are dense, else its suggested format).
  MemoryFormat memory_format = MemoryFormat::Contiguous;
  // The results are known without reading an element of the operands: zeros (argmax along a dim
  // of size 1; the stub writes them and calls no kernel), or, for an op with an addend, beta times
  // the addend (nothing to multiply: dispatch::prepare_addend). The op's dtypes are then not
  // checked: PyTorch's kernel does not dispatch on the dtype.
  bool reads_no_elements = false;
  // With reads_no_elements, for an op with an addend (addmv): where beta is not 0 the result is
  // PyTorch's mul_out(result, addend, beta as a 0-dim tensor of the addend's dtype), at the
  // addend's own sizes (a one-element addend resizes the result) and with mul_out's out= rule.
  bool addend_at_own_sizes = false;
  // With promotion same_dtype: the operand (its place among the promotion's operands) whose dtype
  // the result takes; the kernel's dtype is the first's, which the others must have. They differ
  // in the out= check (PyTorch's mv, addmv and baddbmm make the result with vec's or batch2's
  // options) and where the op checks nothing (`empty_skips_dtype_check` with nothing to compute).
  size_t dtype_operand = 0;
};

}  // namespace opforge::dispatch
