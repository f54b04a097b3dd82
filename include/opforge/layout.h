// torch.layout and torch.memory_format: the layout kinds, the strides each memory format gives a
// shape, and the contiguity tests.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <iosfwd>
#include <span>
#include <string_view>

#include <fmt/format.h>

#include "opforge/small_vector.h"

namespace opforge {

// Sizes and strides of almost every tensor fit inline (up to 6 dims).
using DimVector = SmallVector<int64_t, 6>;

// A view of int64 values (sizes, strides, dims): a std::span with a type of opforge's own, so that
// `std::cout << t.sizes()` finds opforge's operator<< by argument-dependent lookup, as libtorch's
// finds c10's for its IntArrayRef.
class IntArrayRef : public std::span<const int64_t> {
 public:
  using std::span<const int64_t>::span;
  constexpr IntArrayRef() noexcept = default;
  constexpr IntArrayRef(std::span<const int64_t> values) noexcept : std::span<const int64_t>(values) {}
  // Element-wise, as libtorch's IntArrayRef compares: t.sizes() == u.sizes(). A template of two
  // IntArrayRefs exactly, so that a DimVector compared with one keeps SmallVector's operator
  // instead of finding two equally good conversions.
  template <class A, class B>
    requires std::same_as<A, IntArrayRef> && std::same_as<B, IntArrayRef>
  friend bool operator==(const A& a, const B& b) noexcept {
    return std::ranges::equal(a, b);
  }
};

// What fmt formats, written to a stream: "[2, 3]" for sizes and strides (as libtorch prints them),
// "opforge.strided", "opforge.contiguous_format".
std::ostream& operator<<(std::ostream& os, IntArrayRef values);

enum class Layout : int8_t { Strided, SparseCoo };
inline constexpr Layout kStrided = Layout::Strided;
inline constexpr Layout kSparseCoo = Layout::SparseCoo;
std::string_view to_string(Layout l);  // "strided", "sparse_coo"
std::ostream& operator<<(std::ostream& os, Layout l);

enum class MemoryFormat : int8_t { Contiguous, Preserve, ChannelsLast, ChannelsLast3d };
std::string_view to_string(MemoryFormat m);  // "contiguous_format", "channels_last", ...
std::ostream& operator<<(std::ostream& os, MemoryFormat m);

// Row-major strides of `sizes` (size-1 and size-0 dims get the stride they would have with size 1).
DimVector contiguous_strides(IntArrayRef sizes);
// Strides of a dense tensor of `sizes` in memory format `m`. ChannelsLast needs 4 dims and
// ChannelsLast3d 5 dims (RuntimeError otherwise, PyTorch's text); Preserve is not a layout
// (RuntimeError).
DimVector strides_for_memory_format(IntArrayRef sizes, MemoryFormat m);
// Whether sizes/strides are contiguous in format `m`, with PyTorch's rules (size-1 dims ignored).
bool is_contiguous_in(IntArrayRef sizes, IntArrayRef strides, MemoryFormat m);
// Dense and non-overlapping in some dim order (what preserve_format copies strides from).
bool is_non_overlapping_and_dense(IntArrayRef sizes, IntArrayRef strides);
// PyTorch's suggest_memory_format: channels_last (4 dims) or channels_last_3d (5 dims) when the
// strides, size-1 dims' strides included, are ordered like that format, else contiguous. A
// geometry that is both (e.g. [2,1,4,5]@[20,1,5,1]) suggests channels_last; ambiguous ones (a zero
// C stride, N111-like tensors) suggest contiguous.
MemoryFormat suggest_memory_format(IntArrayRef sizes, IntArrayRef strides);

}  // namespace opforge

template <>
struct fmt::formatter<opforge::Layout> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(opforge::Layout l, Ctx& ctx) const {
    return fmt::format_to(ctx.out(), "opforge.{}", opforge::to_string(l));
  }
};
template <>
struct fmt::formatter<opforge::MemoryFormat> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(opforge::MemoryFormat m, Ctx& ctx) const {
    return fmt::format_to(ctx.out(), "opforge.{}", opforge::to_string(m));
  }
};
