// An element moved as raw bytes, whatever its dtype (fill, copy between equal dtypes, the gathers):
// as the unsigned word of its size, so that each element is one load and one store on both
// devices, or as Word16 for a 16-byte one (complex128), which no unsigned type holds.
#pragma once

#include <cstddef>
#include <cstdint>

#include "opforge/dtype_dispatch.h"

namespace opforge {

// A 16-byte element moved as two words.
struct Word16 {
  uint64_t lo, hi;
};

// Calls fn(TypeTag<Word>{}) with the word of an element of `itemsize` bytes (1, 2, 4, 8 or 16).
template <class Fn>
void visit_word(size_t itemsize, Fn&& fn) {
  switch (itemsize) {
    case 1: return fn(TypeTag<uint8_t>{});
    case 2: return fn(TypeTag<uint16_t>{});
    case 4: return fn(TypeTag<uint32_t>{});
    case 8: return fn(TypeTag<uint64_t>{});
    default: return fn(TypeTag<Word16>{});
  }
}

}  // namespace opforge
