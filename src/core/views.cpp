// View operations: new geometry over the same storage, dtype and device.
// Geometry rules and error texts are PyTorch 1.13's (view's computeStride, infer_size, expand's
// inferExpandGeometry, narrow/select bounds). Names follow pytorch.org/docs/stable/name_inference.html: expand keeps
// them (new leading dims unnamed), transpose/permute/t permute them, squeeze/select drop the
// removed dim's name, unsqueeze inserts an unnamed dim, flatten/unflatten name their new dims when
// given names; view and reshape reject named tensors as PyTorch does.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "opforge/tensor.h"

namespace opforge {

namespace {

Tensor alias_with(const Tensor& self, IntArrayRef sizes, IntArrayRef strides, int64_t storage_offset) {
  return Tensor(intrusive_ptr<TensorImpl>::make(self.impl()->storage(), self.dtype(), sizes, strides, storage_offset));
}

Tensor alias_with(const Tensor& self, IntArrayRef sizes, IntArrayRef strides) {
  return alias_with(self, sizes, strides, self.storage_offset());
}

[[noreturn]] void raise_named_unsupported(std::string_view op) {
  raise<RuntimeError>(
      "{} is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, "
      "call the op with an unnamed tensor, and set names on the result of the operation.",
      op);
}

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

// ---- shape inference (PyTorch's infer_size) ------------------------------------------------

// Which rule a requested shape broke; view/reshape and unflatten word each one differently.
enum class ShapeError { None, TwoInferred, NegativeSize, AmbiguousInference, WrongNumel };

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

// ---- view strides (PyTorch's computeStride) ------------------------------------------------

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

// `shape` (already inferred) as a view when the strides allow, else over a contiguous copy.
// Names are not carried: callers decide what the result is called.
Tensor reshape_unnamed(const Tensor& self, IntArrayRef shape) {
  if (auto strides = compute_view_strides(self.sizes(), self.strides(), self.numel(), shape))
    return alias_with(self, shape, *strides);
  Tensor copy = self.clone(MemoryFormat::Contiguous);
  return alias_with(copy, shape, contiguous_strides(shape), copy.storage_offset());
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

std::pair<int64_t, int64_t> resolve_flatten_range(const Tensor& self, DimArg start_dim, DimArg end_dim) {
  const int64_t start = resolve_dim(self, start_dim);
  const int64_t end = resolve_dim(self, end_dim);
  OPFORGE_CHECK(start <= end, RuntimeError, "flatten() has invalid args: start_dim cannot come after end_dim");
  return {start, end};
}

// Shared by both unflatten overloads; `names` is null for the unnamed one.
Tensor unflatten_impl(const Tensor& self, DimArg d, IntArrayRef sizes, const DimnameList* names) {
  const int64_t dim = resolve_dim(self, d);
  OPFORGE_CHECK(!sizes.empty(), RuntimeError, "unflatten: sizes must be non-empty");
  OPFORGE_CHECK(names || !self.has_names(), RuntimeError,
                "unflatten: input is a named tensor but no names were given for unflattened sizes");
  OPFORGE_CHECK(!names || names->size() == sizes.size(), RuntimeError,
                "unflatten: got {} sizes but {} names; give one name per size", sizes.size(),
                names ? names->size() : 0);
  const int64_t dim_size = self.size(dim);
  DimVector inferred;
  const ShapeError error = infer_shape(sizes, dim_size, inferred);
  // PyTorch rewords only the errors its infer_size raised as std::runtime_error.
  OPFORGE_CHECK(error != ShapeError::TwoInferred, RuntimeError,
                "unflatten got an unexpected error:\nonly one dimension can be inferred");
  if (error == ShapeError::WrongNumel) {
    if (const DimnameVector* own = self.impl()->names())
      raise<RuntimeError>(
          "unflatten: Provided sizes [{}] don't multiply up to the size of dim {} ('{}': {}) in Tensor{}",
          fmt::join(sizes, ", "), dim, (*own)[dim], dim_size, names_repr(*own));
    raise<RuntimeError>(
        "unflatten: Provided sizes [{}] don't multiply up to the size of dim {} ({}) in the input tensor",
        fmt::join(sizes, ", "), dim, dim_size);
  }
  if (error != ShapeError::None) raise_shape_error(error, sizes, dim_size);
  const IntArrayRef old_sizes = self.sizes();
  DimVector shape(old_sizes.begin(), old_sizes.begin() + dim);
  for (int64_t s : inferred) shape.push_back(s);
  for (auto i = static_cast<size_t>(dim) + 1; i < old_sizes.size(); ++i) shape.push_back(old_sizes[i]);
  // Splitting one dim never needs a copy, so this is always a view.
  Tensor result = reshape_unnamed(self, shape);
  if (names) {
    const DimnameVector old_names = self.names();
    DimnameVector out(old_names.begin(), old_names.begin() + dim);
    for (Dimname n : *names) out.push_back(n);
    for (auto i = static_cast<size_t>(dim) + 1; i < old_names.size(); ++i) out.push_back(old_names[i]);
    result.impl()->set_names(out);
  }
  return result;
}

std::string dim_arg_repr(DimArg d) { return d.is_name() ? dimname_repr(d.name()) : std::to_string(d.index()); }

}  // namespace

Tensor Tensor::view(IntArrayRef sizes) const {
  if (has_names()) raise_named_unsupported("aten::view");
  const DimVector shape = infer_shape_or_raise(sizes, numel());
  auto strides = compute_view_strides(this->sizes(), this->strides(), numel(), shape);
  OPFORGE_CHECK(strides, RuntimeError,
                "view size is not compatible with input tensor's size and stride (at least one dimension "
                "spans across two contiguous subspaces). Use .reshape(...) instead.");
  return alias_with(*this, shape, *strides);
}

Tensor Tensor::reshape(IntArrayRef sizes) const {
  const DimVector shape = infer_shape_or_raise(sizes, numel());
  if (has_names()) {
    // PyTorch names the op it reaches: the alias when a view is possible, else the copy's view.
    const bool viewable = compute_view_strides(this->sizes(), this->strides(), numel(), shape).has_value();
    raise_named_unsupported(viewable ? "aten::_reshape_alias" : "aten::_unsafe_view");
  }
  return reshape_unnamed(*this, shape);
}

Tensor Tensor::t() const {
  OPFORGE_CHECK(dim() <= 2, RuntimeError, "t() expects a tensor with <= 2 dimensions, but self is {}D", dim());
  return dim() == 2 ? transpose(0, 1) : transpose(0, 0);
}

Tensor Tensor::permute(DimArgList dims) const {
  const int64_t n = dim();
  OPFORGE_CHECK(static_cast<int64_t>(dims.size()) == n, RuntimeError,
                "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the "
                "desired ordering of dimensions i.e. input.dim() = {} is not equal to len(dims) = {}",
                n, dims.size());
  const IntArrayRef old_sizes = sizes();
  const IntArrayRef old_strides = strides();
  const DimnameVector* old_names = impl_->names();
  DimVector new_sizes(dims.size());
  DimVector new_strides(dims.size());
  DimnameVector new_names(old_names ? dims.size() : 0);
  SmallVector<bool, 16> seen(dims.size(), false);
  for (size_t i = 0; i < dims.size(); ++i) {
    const auto d = static_cast<size_t>(resolve_dim(*this, dims[i]));
    OPFORGE_CHECK(!seen[d], RuntimeError, "permute(): duplicate dims are not allowed.");
    seen[d] = true;
    new_sizes[i] = old_sizes[d];
    new_strides[i] = old_strides[d];
    if (old_names) new_names[i] = (*old_names)[d];
  }
  Tensor result = alias_with(*this, new_sizes, new_strides);
  if (old_names) result.impl()->set_names(new_names);
  return result;
}

Tensor Tensor::expand(IntArrayRef sizes) const {
  const auto ndim = static_cast<int64_t>(sizes.size());
  const int64_t tensor_dim = dim();
  OPFORGE_CHECK(ndim >= tensor_dim, RuntimeError,
                "expand({}{}Tensor{{[{}]}}, size=[{}]): the number of sizes provided ({}) must be greater or "
                "equal to the number of dimensions in the tensor ({})",
                is_cuda() ? "opforge.cuda." : "opforge.", cpp_name(dtype()), fmt::join(this->sizes(), ", "),
                fmt::join(sizes, ", "), ndim, tensor_dim);
  const IntArrayRef old_sizes = this->sizes();
  const IntArrayRef old_strides = strides();
  DimVector new_sizes(sizes.size());
  DimVector new_strides(sizes.size());
  // Dims are matched from the right; dims left of the tensor's are new, of size 1 before expanding.
  for (int64_t i = ndim - 1; i >= 0; --i) {
    const int64_t d = tensor_dim - ndim + i;
    int64_t size = 1;
    int64_t stride = 0;
    if (d >= 0) {
      size = old_sizes[d];
      stride = old_strides[d];
    } else if (i + 1 < ndim) {
      stride = size1_stride(new_sizes[i + 1], new_strides[i + 1]);
    }
    int64_t target = sizes[i];
    if (target == -1) {
      OPFORGE_CHECK(d >= 0, RuntimeError,
                    "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension {}", i);
      target = size;
    }
    if (size != target) {
      OPFORGE_CHECK(size == 1, RuntimeError,
                    "The expanded size of the tensor ({}) must match the existing size ({}) at non-singleton "
                    "dimension {}.  Target sizes: [{}].  Tensor sizes: [{}]",
                    target, size, i, fmt::join(sizes, ", "), fmt::join(old_sizes, ", "));
      size = target;
      stride = 0;
    }
    new_sizes[i] = size;
    new_strides[i] = stride;
  }
  Tensor result = alias_with(*this, new_sizes, new_strides);
  if (const DimnameVector* names = impl_->names()) {
    DimnameVector out(static_cast<size_t>(ndim - tensor_dim));
    for (Dimname n : *names) out.push_back(n);
    result.impl()->set_names(out);
  }
  return result;
}

Tensor Tensor::unsqueeze(int64_t d) const {
  const auto dim = static_cast<size_t>(wrap_dim(d, this->dim() + 1));
  DimVector new_sizes(sizes());
  DimVector new_strides(strides());
  const int64_t stride = dim >= new_sizes.size() ? 1 : size1_stride(new_sizes[dim], new_strides[dim]);
  new_sizes.insert(new_sizes.begin() + dim, 1);
  new_strides.insert(new_strides.begin() + dim, stride);
  Tensor result = alias_with(*this, new_sizes, new_strides);
  if (const DimnameVector* names = impl_->names()) {
    DimnameVector out(*names);
    out.insert(out.begin() + dim, None);
    result.impl()->set_names(out);
  }
  return result;
}

Tensor Tensor::narrow(DimArg d, int64_t start, int64_t length) const {
  OPFORGE_CHECK(dim() > 0, RuntimeError, "narrow() cannot be applied to a 0-dim tensor.");
  const auto dim = static_cast<size_t>(resolve_dim(*this, d));
  const int64_t cur_size = sizes()[dim];
  // start == size is a valid (empty) start although it is no valid index.
  if (start != cur_size) start = wrap_dim(start, cur_size);
  OPFORGE_CHECK(length >= 0 && start <= cur_size - length, RuntimeError,
                "start ({}) + length ({}) exceeds dimension size ({}).", start, length, cur_size);
  DimVector new_sizes(sizes());
  new_sizes[dim] = length;
  Tensor result = alias_with(*this, new_sizes, strides(), offset_of(storage_offset(), start, strides()[dim]));
  if (const DimnameVector* names = impl_->names()) result.impl()->set_names(*names);
  return result;
}

Tensor Tensor::select(DimArg d, int64_t index) const {
  OPFORGE_CHECK(this->dim() != 0, IndexError, "select() cannot be applied to a 0-dim tensor.");
  const auto dim = static_cast<size_t>(resolve_dim(*this, d));
  const int64_t size = sizes()[dim];
  OPFORGE_CHECK(index >= -size && index < size, IndexError,
                "select(): index {} out of range for tensor of size [{}] at dimension {}", index,
                fmt::join(sizes(), ", "), d.is_name() ? dimname_repr(d.name()) : std::to_string(dim));
  if (index < 0) index += size;
  const int64_t offset = offset_of(storage_offset(), index, strides()[dim]);
  DimVector new_sizes(sizes());
  DimVector new_strides(strides());
  new_sizes.erase(new_sizes.begin() + dim);
  new_strides.erase(new_strides.begin() + dim);
  Tensor result = alias_with(*this, new_sizes, new_strides, offset);
  if (const DimnameVector* names = impl_->names()) {
    DimnameVector out(*names);
    out.erase(out.begin() + dim);
    result.impl()->set_names(out);
  }
  return result;
}

Tensor Tensor::flatten(DimArg start_dim, DimArg end_dim) const {
  const auto [start, end] = resolve_flatten_range(*this, start_dim, end_dim);
  if (dim() == 0) {
    const int64_t one = 1;
    return alias_with(*this, IntArrayRef(&one, 1), IntArrayRef(&one, 1));
  }
  if (start == end) return *this;
  // Through reshape, so a named tensor gets reshape's error, as in PyTorch.
  return reshape(flattened_sizes(sizes(), start, end));
}

Tensor Tensor::flatten(DimArg start_dim, DimArg end_dim, Dimname out_dim) const {
  const auto [start, end] = resolve_flatten_range(*this, start_dim, end_dim);
  if (dim() == 0) {
    const int64_t one = 1;
    Tensor result = alias_with(*this, IntArrayRef(&one, 1), IntArrayRef(&one, 1));
    result.impl()->set_names(DimnameList(&out_dim, 1));
    return result;
  }
  // A fresh alias even when nothing merges, so renaming never touches *this.
  Tensor result = reshape_unnamed(*this, flattened_sizes(sizes(), start, end));
  const DimnameVector old_names = names();
  DimnameVector out(old_names.begin(), old_names.begin() + start);
  out.push_back(out_dim);
  for (auto i = static_cast<size_t>(end) + 1; i < old_names.size(); ++i) out.push_back(old_names[i]);
  result.impl()->set_names(out);
  return result;
}

Tensor Tensor::flatten(DimArgList dims, Dimname out_dim) const {
  OPFORGE_CHECK(!dims.empty(), RuntimeError, "flatten(tensor, dims, out_dim): dims cannot be empty");
  const int64_t first = resolve_dim(*this, dims.front());
  for (size_t i = 1; i < dims.size(); ++i) {
    if (resolve_dim(*this, dims[i]) == first + static_cast<int64_t>(i)) continue;
    std::string listed;
    for (size_t j = 0; j < dims.size(); ++j) listed += (j ? ", " : "") + dim_arg_repr(dims[j]);
    raise<RuntimeError>("flatten(tensor, dims, out_dim): dims [{}] must be consecutive in Tensor{}", listed,
                        names_repr(names()));
  }
  return flatten(first, first + static_cast<int64_t>(dims.size()) - 1, out_dim);
}

Tensor Tensor::unflatten(DimArg d, IntArrayRef sizes) const { return unflatten_impl(*this, d, sizes, nullptr); }

Tensor Tensor::unflatten(DimArg d, IntArrayRef sizes, DimnameList names) const {
  return unflatten_impl(*this, d, sizes, &names);
}

Tensor Tensor::as_strided(IntArrayRef sizes, IntArrayRef strides, std::optional<int64_t> storage_offset) const {
  OPFORGE_CHECK(sizes.size() == strides.size(), RuntimeError, "mismatch in length of strides and shape");
  for (int64_t s : strides)
    OPFORGE_CHECK(s >= 0, RuntimeError,
                  "as_strided: Negative strides are not supported at the moment, got strides: [{}]",
                  fmt::join(strides, ", "));
  // Like PyTorch, the result is unnamed: arbitrary strides give no meaning to the old names.
  return alias_with(*this, sizes, strides, storage_offset.value_or(this->storage_offset()));
}

}  // namespace opforge
