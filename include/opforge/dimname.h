// Dimension names of named tensors. A Dimname is a valid Python identifier, the wildcard None, or
// the ellipsis "..." that Python's rename, refine_names and align_to take in their lists of names
// (and nothing else takes: a tensor's names never hold it). Names are interned: a Dimname is a
// 32-bit id, so name inference compares integers, never strings.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "opforge/small_vector.h"

namespace opforge {

class Dimname {
 public:
  // The wildcard (Python's None in a names tuple).
  constexpr Dimname() noexcept = default;
  constexpr Dimname(std::nullptr_t) noexcept {}
  // A named dim; "*" is PyTorch's spelling of the wildcard and gives None, "..." the ellipsis.
  // Raises RuntimeError with PyTorch's text when `name` is none of these nor a valid identifier.
  Dimname(std::string_view name);
  Dimname(const char* name) : Dimname(std::string_view(name)) {}
  Dimname(const std::string& name) : Dimname(std::string_view(name)) {}

  static constexpr Dimname wildcard() noexcept { return Dimname(); }
  static constexpr Dimname ellipsis() noexcept { return Dimname(kEllipsisId); }
  bool is_wildcard() const noexcept { return id_ == 0; }
  bool is_ellipsis() const noexcept { return id_ == kEllipsisId; }
  // The name; "None" for the wildcard, "..." for the ellipsis.
  std::string_view name() const;
  uint32_t id() const noexcept { return id_; }

  // PyTorch's match(): a wildcard matches anything, names match when equal.
  bool matches(Dimname o) const noexcept { return id_ == 0 || o.id_ == 0 || id_ == o.id_; }
  constexpr bool operator==(const Dimname& o) const noexcept = default;

 private:
  // Interned names take the ids from 1 up; the table stops short of this one.
  static constexpr uint32_t kEllipsisId = UINT32_MAX;
  constexpr explicit Dimname(uint32_t id) noexcept : id_(id) {}

  uint32_t id_ = 0;
};

// Python's None inside a names list: `{"N", None}`.
inline constexpr Dimname None{};

using DimnameList = std::span<const Dimname>;
using DimnameVector = SmallVector<Dimname, 6>;

// RuntimeError, PyTorch's "Invalid name" text, for the ellipsis: where a tensor's names are set or a
// dim is looked up by name, "..." is no name.
void check_not_ellipsis(Dimname name);

// "'N'" or "None", as Python's repr of a names tuple element.
std::string dimname_repr(Dimname d);
// "['N', None]": the list form PyTorch's name-inference errors print.
std::string names_repr(DimnameList names);
// "N" (a wildcard as "None"), and "[N, None]" for a list, as libtorch prints them.
std::ostream& operator<<(std::ostream& os, Dimname d);
std::ostream& operator<<(std::ostream& os, DimnameList names);

}  // namespace opforge

template <>
struct fmt::formatter<opforge::Dimname> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(opforge::Dimname d, Ctx& ctx) const {
    return fmt::format_to(ctx.out(), "{}", d.name());
  }
};
