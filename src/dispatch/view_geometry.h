// What a view op's geometry function (meta::<name> in src/meta/<op>.cpp, ops.yaml `kernel: {view:
// ...}`) gives, and the view its stub makes of it: self's storage seen with new sizes and strides.
// Each dim of the view comes from one dim of self (transpose permutes them, squeeze drops some), and
// carries that dim's name: PyTorch's permutes_dimensions and removes_dimensions rules. A dim that
// comes from no dim of self (kNewDim: unsqueeze's, expand's leading ones, flatten's merged one) is
// unnamed, or named by the argument the entry's `new_dim_names` declares; the named-tensor
// operations (rename, refine_names, align_to) give every name themselves. A view may also see the
// storage as another dtype from another offset (real and imag of a complex tensor), be self itself
// (real of a real tensor), or be of a contiguous copy of self (reshape where no strides can
// address self's elements in the new shape: PyTorch's reshape copies then).
#pragma once

#include <cstdint>
#include <optional>

#include "opforge/layout.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor_base.h"

namespace opforge::dispatch {

// A source dim that is no dim of self.
inline constexpr int64_t kNewDim = -1;

struct ViewGeometry {
  DimVector sizes;
  DimVector strides;                                     // unused for a copy (contiguous)
  DimVector source_dims;                                 // for each dim of the view, the dim of self it comes from
  ScalarType dtype = ScalarType::Undefined;              // the view's dtype; Undefined: self's
  std::optional<int64_t> storage_offset = std::nullopt;  // in elements of the view's dtype; absent: self's
  bool is_self = false;                                  // the view is self itself (the rest unused)
  bool copy = false;  // the sizes over a contiguous copy of self, not over self's storage
  // The view's names when the op gives them all (names: custom, by its own rule); absent: by the
  // source dims and new_dim_names.
  std::optional<DimnameVector> names = std::nullopt;
};

// The view of self with `geometry`, named after the source dims when self has names and its new
// dims after `new_dim_names` (in order) when given; with out == &self (an in-place variant), self
// re-shaped so, and returned.
Tensor make_view(const Tensor& self, const ViewGeometry& geometry, const Tensor* out, DimnameList new_dim_names = {});

}  // namespace opforge::dispatch
