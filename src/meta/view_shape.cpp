#include "meta/view_shape.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <limits>

#include "opforge/tensor_base.h"

namespace opforge::meta {

// Stride of a size-1 dim. It never moves a pointer, so where the product that PyTorch picks for it
// does not fit int64 (possible only around huge or empty geometries) any value is as good.
int64_t size1_stride(int64_t a, int64_t b) {
  int64_t r = 0;
  return __builtin_mul_overflow(a, b, &r) ? std::numeric_limits<int64_t>::max() : r;
}

// storage_offset + index * stride; overflow can only come from a geometry near the int64 limit.
int64_t offset_of(int64_t storage_offset, int64_t index, int64_t stride) {
  int64_t step = 0, r = 0;
  OPFORGE_CHECK(!__builtin_mul_overflow(index, stride, &step) && !__builtin_add_overflow(storage_offset, step, &r),
                RuntimeError, "storage offset overflows int64: {} + {} * {}", storage_offset, index, stride);
  return r;
}

// Resolves the single -1 of `shape` against `numel` into `out`.
ShapeError infer_shape(IntArrayRef shape, int64_t numel, DimVector& out) {
  out.assign(shape.begin(), shape.end());
  std::optional<size_t> inferred;
  int64_t product = 1;
  bool has_zero = false, overflow = false;
  for (size_t i = 0; i < shape.size(); ++i) {
    const int64_t s = shape[i];
    if (s == -1) {
      if (inferred) return ShapeError::TwoInferred;
      inferred = i;
    } else if (s < 0) {
      return ShapeError::NegativeSize;
    } else if (s == 0) {
      has_zero = true;
    } else {
      overflow = overflow || __builtin_mul_overflow(product, s, &product);
    }
  }
  if (has_zero)
    product = 0;
  else if (overflow)
    return ShapeError::WrongNumel;  // more elements than int64 holds, so != numel
  if (!inferred) return product == numel ? ShapeError::None : ShapeError::WrongNumel;
  if (product == 0) return numel == 0 ? ShapeError::AmbiguousInference : ShapeError::WrongNumel;
  if (numel % product != 0) return ShapeError::WrongNumel;
  out[*inferred] = numel / product;
  return ShapeError::None;
}

[[noreturn]] void raise_shape_error(ShapeError e, IntArrayRef shape, int64_t numel) {
  switch (e) {
    case ShapeError::TwoInferred: raise<RuntimeError>("only one dimension can be inferred");
    case ShapeError::NegativeSize:
      // infer_shape stops at the first size below -1.
      raise<RuntimeError>("invalid shape dimension {}",
                          *std::find_if(shape.begin(), shape.end(), [](int64_t s) { return s < -1; }));
    case ShapeError::AmbiguousInference:
      raise<RuntimeError>(
          "cannot reshape tensor of 0 elements into shape [{}] because the unspecified dimension size -1 "
          "can be any value and is ambiguous",
          fmt::join(shape, ", "));
    case ShapeError::WrongNumel:
    case ShapeError::None: break;
  }
  raise<RuntimeError>("shape '[{}]' is invalid for input of size {}", fmt::join(shape, ", "), numel);
}

DimVector infer_shape_or_raise(IntArrayRef shape, int64_t numel) {
  DimVector out;
  ShapeError e = infer_shape(shape, numel, out);
  if (e != ShapeError::None) raise_shape_error(e, shape, numel);
  return out;
}

// Strides that let `new_sizes` address the same elements as (old_sizes, old_strides) in row-major
// order, or nullopt when some new dim would have to span two non-contiguous chunks of the old
// tensor. The old dims are grouped into chunks that are contiguous among themselves; each chunk
// must be covered exactly by consecutive new dims.
std::optional<DimVector> compute_view_strides(IntArrayRef old_sizes, IntArrayRef old_strides, int64_t numel,
                                              IntArrayRef new_sizes) {
  const auto new_dim = static_cast<int64_t>(new_sizes.size());
  if (old_sizes.empty()) return DimVector(new_sizes.size(), 1);
  if (numel == 0 && std::equal(old_sizes.begin(), old_sizes.end(), new_sizes.begin(), new_sizes.end()))
    return DimVector(old_strides);
  DimVector new_strides(new_sizes.size());
  if (numel == 0) {
    // No element is addressed: any strides do; take row-major ones treating 0 as 1.
    for (int64_t d = new_dim - 1; d >= 0; --d)
      new_strides[d] = d == new_dim - 1 ? 1 : size1_stride(std::max<int64_t>(new_sizes[d + 1], 1), new_strides[d + 1]);
    return new_strides;
  }
  int64_t view_d = new_dim - 1;
  int64_t chunk_base_stride = old_strides.back();
  int64_t tensor_numel = 1;
  int64_t view_numel = 1;
  for (auto tensor_d = static_cast<int64_t>(old_sizes.size()) - 1; tensor_d >= 0; --tensor_d) {
    tensor_numel *= old_sizes[tensor_d];  // a partial product of numel, so it fits
    bool chunk_ends = tensor_d == 0;
    if (!chunk_ends && old_sizes[tensor_d - 1] != 1) {
      int64_t continued = 0;
      chunk_ends =
          __builtin_mul_overflow(tensor_numel, chunk_base_stride, &continued) || old_strides[tensor_d - 1] != continued;
    }
    if (!chunk_ends) continue;
    while (view_d >= 0 && (view_numel < tensor_numel || new_sizes[view_d] == 1)) {
      new_strides[view_d] = size1_stride(view_numel, chunk_base_stride);  // exact unless new size is 1
      view_numel *= new_sizes[view_d];                                    // a partial product of numel, so it fits
      --view_d;
    }
    if (view_numel != tensor_numel) return std::nullopt;
    if (tensor_d > 0) {
      chunk_base_stride = old_strides[tensor_d - 1];
      tensor_numel = 1;
      view_numel = 1;
    }
  }
  if (view_d != -1) return std::nullopt;
  return new_strides;
}

// The sizes with dims [start, end] merged into one.
DimVector flattened_sizes(IntArrayRef sizes, int64_t start, int64_t end) {
  DimVector out(sizes.begin(), sizes.begin() + start);
  int64_t merged = 1;
  for (int64_t d = start; d <= end; ++d)
    OPFORGE_CHECK(!__builtin_mul_overflow(merged, sizes[d], &merged), RuntimeError,
                  "numel: integer multiplication overflow");
  out.push_back(merged);
  for (auto d = static_cast<size_t>(end) + 1; d < sizes.size(); ++d) out.push_back(sizes[d]);
  return out;
}

dispatch::ViewGeometry reshape_to(const TensorBase& self, IntArrayRef shape) {
  dispatch::ViewGeometry g;
  g.sizes.assign(shape.begin(), shape.end());
  g.source_dims.assign(shape.size(), dispatch::kNewDim);
  if (auto strides = compute_view_strides(self.sizes(), self.strides(), self.numel(), shape))
    g.strides = std::move(*strides);
  else
    g.copy = true;
  return g;
}

}  // namespace opforge::meta
