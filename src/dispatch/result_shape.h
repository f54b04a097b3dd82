// What a structured op's meta function (meta::<shape>, src/meta/<op>.cpp) gives: the results'
// sizes, and the memory format of new results (cat keeps its inputs' channels-last layout).
#pragma once

#include <utility>

#include "opforge/layout.h"

namespace opforge::dispatch {

struct ResultShape {
  ResultShape(DimVector s) : sizes(std::move(s)) {}  // NOLINT(google-explicit-constructor): sizes alone
  ResultShape(DimVector s, MemoryFormat f) : sizes(std::move(s)), memory_format(f) {}
  DimVector sizes;
  MemoryFormat memory_format = MemoryFormat::Contiguous;
};

}  // namespace opforge::dispatch
