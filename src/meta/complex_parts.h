// The geometry of real and imag (src/meta/real.cpp, imag.cpp): part `part` (0 real, 1 imaginary) of
// each element of a complex tensor, as a view in its real dtype: each element is two of those, so
// strides and the storage offset double, plus the part. A real tensor is its own real part.
#pragma once

#include <numeric>

#include "dispatch/view_geometry.h"
#include "opforge/tensor_base.h"

namespace opforge::meta::complex_parts {

inline dispatch::ViewGeometry view_of_part(const TensorBase& self, int64_t part) {
  dispatch::ViewGeometry g{DimVector(self.sizes()), DimVector(self.strides()), DimVector(self.sizes().size())};
  std::iota(g.source_dims.begin(), g.source_dims.end(), int64_t{0});
  if (!self.is_complex()) {
    g.is_self = true;
    return g;
  }
  g.dtype = to_real_value_type(self.dtype());
  int64_t offset = 0;
  bool overflow = __builtin_mul_overflow(self.storage_offset(), int64_t{2}, &offset) ||
                  __builtin_add_overflow(offset, part, &offset);
  for (int64_t& s : g.strides) overflow = overflow || __builtin_mul_overflow(s, int64_t{2}, &s);
  OPFORGE_CHECK(!overflow, RuntimeError, "the real view's strides or storage offset overflow int64");
  g.storage_offset = offset;
  return g;
}

}  // namespace opforge::meta::complex_parts
