// What a view op's geometry function (meta::<name> in src/meta/<op>.cpp, ops.yaml `kernel: {view:
// ...}`) gives, and the view its stub makes of it: self's storage seen with new sizes and strides.
// Each dim of the view comes from one dim of self (transpose permutes them, squeeze drops some), and
// carries that dim's name: PyTorch's permutes_dimensions and removes_dimensions rules.
#pragma once

#include "opforge/layout.h"
#include "opforge/tensor_base.h"

namespace opforge::dispatch {

struct ViewGeometry {
  DimVector sizes;
  DimVector strides;
  DimVector source_dims;  // for each dim of the view, the dim of self it comes from
};

// The view of self with `geometry`, named after the source dims when self has names; with
// out == &self (an in-place variant), self re-shaped so, and returned.
Tensor make_view(const Tensor& self, const ViewGeometry& geometry, const Tensor* out);

}  // namespace opforge::dispatch
