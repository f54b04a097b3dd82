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
  MemoryFormat memory_format = MemoryFormat::Contiguous;
  // The kernel writes the results without reading an element of the operands (argmax along a dim
  // of size 1 is 0), so the op's dtypes are not checked: PyTorch's kernel then does not dispatch
  // on the dtype.
  bool reads_no_elements = false;
};

}  // namespace opforge::dispatch
