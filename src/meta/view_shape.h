// The shape arithmetic the view geometries share, PyTorch 1.13's: infer_size (one -1 inferred from
// the element count), computeStride (strides that address self's elements in a new shape, when
// some exist), the stride of a size-1 dim, and storage offsets checked against int64 overflow.
#pragma once

#include <cstdint>
#include <optional>

#include "dispatch/view_geometry.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

// Which rule a requested shape broke; view/reshape and unflatten word each one differently.
enum class ShapeError { None, TwoInferred, NegativeSize, AmbiguousInference, WrongNumel };

// Resolves the single -1 of `shape` against `numel` into `out`.
ShapeError infer_shape(IntArrayRef shape, int64_t numel, DimVector& out);

// PyTorch's text for error `e` (not None) of `shape` against `numel`.
[[noreturn]] void raise_shape_error(ShapeError e, IntArrayRef shape, int64_t numel);

// `shape` with its -1 inferred, or PyTorch's error.
DimVector infer_shape_or_raise(IntArrayRef shape, int64_t numel);

// Strides that let `new_sizes` address the same elements as (old_sizes, old_strides) in row-major
// order, or nullopt when some new dim would have to span two non-contiguous chunks of the old tensor.
std::optional<DimVector> compute_view_strides(IntArrayRef old_sizes, IntArrayRef old_strides, int64_t numel,
                                              IntArrayRef new_sizes);

// Stride of a size-1 dim (a * b). It never moves a pointer, so where the product does not fit int64
// (possible only around huge or empty geometries) any value is as good.
int64_t size1_stride(int64_t a, int64_t b);

// storage_offset + index * stride, or RuntimeError when it overflows int64.
int64_t offset_of(int64_t storage_offset, int64_t index, int64_t stride);

// The sizes with dims [start, end] merged into one.
DimVector flattened_sizes(IntArrayRef sizes, int64_t start, int64_t end);

// PyTorch's reshape to an inferred shape: a view where strides can address self's elements so
// (its _reshape_alias), else the shape over a contiguous copy (its _unsafe_view of a clone). Every
// dim is new (a reshape carries no names).
dispatch::ViewGeometry reshape_to(const TensorBase& self, IntArrayRef shape);

}  // namespace opforge::meta
