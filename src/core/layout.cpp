// Memory-format strides and contiguity tests, with PyTorch's rules (c10/core/Contiguity.h,
// c10/core/MemoryFormat.h, TensorImpl::empty_tensor_restride and _refresh_contiguous,
// TensorBase::suggest_memory_format).
#include "opforge/layout.h"

#include <algorithm>
#include <array>
#include <cstddef>

#include "opforge/error.h"

namespace opforge {
namespace {

// The dims of a channels-last tensor from innermost to outermost: C, then the spatial dims from
// the last, then N.
constexpr std::array<size_t, 4> kChannelsLast2dOrder = {1, 3, 2, 0};
constexpr std::array<size_t, 5> kChannelsLast3dOrder = {1, 4, 3, 2, 0};

// Products that only feed comparisons against real strides. A product can exceed int64 only for
// a geometry whose element count does, which no tensor has; wrapping (defined, unlike signed
// overflow) then just makes the comparison fail.
int64_t wrapping_mul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}

bool has_zero_size(IntArrayRef sizes) { return std::find(sizes.begin(), sizes.end(), int64_t{0}) != sizes.end(); }

// compute_contiguous: row-major strides, except that size-1 dims may have any stride and an
// empty tensor is contiguous whatever its strides.
bool is_row_major_contiguous(IntArrayRef sizes, IntArrayRef strides) {
  if (has_zero_size(sizes)) return true;
  int64_t expected = 1;
  for (size_t d = sizes.size(); d-- > 0;) {
    if (sizes[d] == 1) continue;
    if (strides[d] != expected) return false;
    expected = wrapping_mul(expected, sizes[d]);
  }
  return true;
}

// compute_channels_last_contiguous_2d/3d: the same walk in channels-last dim order. Unlike the
// row-major test there is no shortcut for empty tensors.
template <size_t N>
bool is_contiguous_in_order(IntArrayRef sizes, IntArrayRef strides, const std::array<size_t, N>& order) {
  if (sizes.size() != N) return false;
  int64_t expected = 1;
  for (size_t d : order) {
    if (sizes[d] == 1) continue;
    if (strides[d] != expected) return false;
    expected = wrapping_mul(expected, sizes[d]);
  }
  return true;
}

// is_channels_last_strides_2d_s4 / _3d_s5: whether the strides suggest channels-last, size-1 dims
// included (their strides are the only record of how a tensor was made). Ambiguous geometries
// fall back to contiguous: a zero stride on C, and N111-like tensors whose C stride equals the
// running minimum when N is reached (see PyTorch's Note [Ambiguous is_channels_last_strides_xd]).
template <size_t N>
bool are_strides_channels_last_like(IntArrayRef sizes, IntArrayRef strides, const std::array<size_t, N>& order) {
  if (sizes.size() != N || strides[1] == 0) return false;
  int64_t min = 0;
  for (size_t d : order) {
    if (sizes[d] == 0 || strides[d] < min) return false;
    if (d == 0 && min == strides[1]) return false;
    // Multiplying by the size tells N1H1 ([H,1,1,1] channels-last vs [H,H,1,1] contiguous) apart
    // and keeps permutations like [1,H,1,C]@[HC,1,H,H] from passing as channels-last.
    min = sizes[d] > 1 ? wrapping_mul(strides[d], sizes[d]) : strides[d];
  }
  return true;
}

// _compute_non_overlapping_and_dense: sorting the dims of size >= 2 by stride must give
// row-major strides of some permutation.
bool is_permuted_dense(IntArrayRef sizes, IntArrayRef strides) {
  SmallVector<size_t, 6> perm(sizes.size());
  for (size_t i = 0; i < perm.size(); ++i) perm[i] = i;
  std::sort(perm.begin(), perm.end(), [&](size_t a, size_t b) {
    if (sizes[a] < 2) return false;
    if (sizes[b] < 2) return true;
    return strides[a] < strides[b];
  });
  int64_t required = 1;
  for (size_t d : perm) {
    if (sizes[d] < 2) return true;
    if (strides[d] != required) return false;
    required = wrapping_mul(required, sizes[d]);
  }
  return true;
}

// Strides are real values a tensor will carry, so here overflow is an error (PyTorch's
// empty_tensor_restride text), not something to wrap.
int64_t checked_stride_mul(int64_t a, int64_t b) {
  int64_t out = 0;
  OPFORGE_CHECK(!__builtin_mul_overflow(a, b, &out), RuntimeError, "Stride calculation overflowed");
  return out;
}

// get_channels_last_strides_2d/3d: strides grow along `order`, each the previous stride times the
// previous dim's size (the raw size, so a zero-size dim makes the outer strides 0, as in PyTorch).
template <size_t N>
DimVector channels_last_strides(IntArrayRef sizes, const std::array<size_t, N>& order) {
  DimVector strides(N);
  int64_t stride = 1;
  for (size_t i = 0; i < N; ++i) {
    strides[order[i]] = stride;
    if (i + 1 < N) stride = checked_stride_mul(stride, sizes[order[i]]);
  }
  return strides;
}

}  // namespace

std::string_view to_string(Layout l) {
  switch (l) {
    case Layout::Strided: return "strided";
    case Layout::SparseCoo: return "sparse_coo";
  }
  return "unknown_layout";
}

std::string_view to_string(MemoryFormat m) {
  switch (m) {
    case MemoryFormat::Contiguous: return "contiguous_format";
    case MemoryFormat::Preserve: return "preserve_format";
    case MemoryFormat::ChannelsLast: return "channels_last";
    case MemoryFormat::ChannelsLast3d: return "channels_last_3d";
  }
  return "unknown_memory_format";
}

DimVector contiguous_strides(IntArrayRef sizes) {
  DimVector strides(sizes.size());
  int64_t stride = 1;
  for (size_t d = sizes.size(); d-- > 0;) {
    strides[d] = stride;
    if (d > 0) stride = checked_stride_mul(stride, std::max<int64_t>(sizes[d], 1));
  }
  return strides;
}

DimVector strides_for_memory_format(IntArrayRef sizes, MemoryFormat m) {
  switch (m) {
    case MemoryFormat::Contiguous: return contiguous_strides(sizes);
    case MemoryFormat::ChannelsLast:
      OPFORGE_CHECK(sizes.size() == 4, RuntimeError, "required rank 4 tensor to use channels_last format");
      return channels_last_strides(sizes, kChannelsLast2dOrder);
    case MemoryFormat::ChannelsLast3d:
      OPFORGE_CHECK(sizes.size() == 5, RuntimeError, "required rank 5 tensor to use channels_last_3d format");
      return channels_last_strides(sizes, kChannelsLast3dOrder);
    case MemoryFormat::Preserve: break;
  }
  // PyTorch prints the enumerator name here (its operator<< for MemoryFormat).
  raise<RuntimeError>("unsupported memory format Preserve");
}

// TensorImpl::is_contiguous(memory_format) reads the row-major flag for everything but the two
// channels-last formats, so Preserve asks the row-major question too.
bool is_contiguous_in(IntArrayRef sizes, IntArrayRef strides, MemoryFormat m) {
  switch (m) {
    case MemoryFormat::ChannelsLast: return is_contiguous_in_order(sizes, strides, kChannelsLast2dOrder);
    case MemoryFormat::ChannelsLast3d: return is_contiguous_in_order(sizes, strides, kChannelsLast3dOrder);
    case MemoryFormat::Contiguous:
    case MemoryFormat::Preserve: break;
  }
  return is_row_major_contiguous(sizes, strides);
}

// PyTorch also short-circuits on channels-last(-3d) contiguity; those geometries always pass the
// permutation test too, so only the row-major flag (which covers every empty tensor) is needed.
bool is_non_overlapping_and_dense(IntArrayRef sizes, IntArrayRef strides) {
  return is_row_major_contiguous(sizes, strides) || is_permuted_dense(sizes, strides);
}

MemoryFormat suggest_memory_format(IntArrayRef sizes, IntArrayRef strides) {
  if (are_strides_channels_last_like(sizes, strides, kChannelsLast2dOrder)) {
    return MemoryFormat::ChannelsLast;
  }
  if (are_strides_channels_last_like(sizes, strides, kChannelsLast3dOrder)) {
    return MemoryFormat::ChannelsLast3d;
  }
  return MemoryFormat::Contiguous;
}

}  // namespace opforge
