// What view kernels (transpose, squeeze) return: a new view of self, or, for an in-place variant,
// self itself with the new geometry. A view's names are part of its metadata, so they travel with
// the geometry here.
#pragma once

#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

// self's storage, dtype and offset seen with `sizes` and `strides`, named `names` (nullptr: no
// names). out == nullptr gives a new view; out == &self re-shapes self in place and returns it.
Tensor view_result(const Tensor& self, IntArrayRef sizes, IntArrayRef strides, const DimnameVector* names,
                   const Tensor* out);

}  // namespace opforge::cpu
