// Dimension names of named tensors. A Dimname is a valid Python identifier or the wildcard None.
// Names are interned: a Dimname is a 32-bit id, so name inference compares integers, never strings.
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
  // A named dim; "*" is PyTorch's spelling of the wildcard and gives None. Raises RuntimeError
  // with PyTorch's text when `name` is not a valid identifier.
  Dimname(std::string_view name);
  Dimname(const char* name) : Dimname(std::string_view(name)) {}
  Dimname(const std::string& name) : Dimname(std::string_view(name)) {}

  static constexpr Dimname wildcard() noexcept { return Dimname(); }
  bool is_wildcard() const noexcept { return id_ == 0; }
  // The name; "None" for the wildcard.
  std::string_view name() const;
  uint32_t id() const noexcept { return id_; }

  // PyTorch's match(): a wildcard matches anything, names match when equal.
  bool matches(Dimname o) const noexcept { return id_ == 0 || o.id_ == 0 || id_ == o.id_; }
  constexpr bool operator==(const Dimname& o) const noexcept = default;

 private:
  uint32_t id_ = 0;
};

// Python's None inside a names list: `{"N", None}`.
inline constexpr Dimname None{};

// An element of Tensor::rename's positional list, which may hold one "..." as Python's
// rename(*names) does: it stands for the tensor's names the others do not replace.
class NameOrEllipsis {
 public:
  NameOrEllipsis(Dimname name) noexcept : name_(name) {}
  NameOrEllipsis(std::nullptr_t) noexcept {}
  NameOrEllipsis(std::string_view text) : ellipsis_(text == "..."), name_(ellipsis_ ? Dimname() : Dimname(text)) {}
  NameOrEllipsis(const char* text) : NameOrEllipsis(std::string_view(text)) {}
  NameOrEllipsis(const std::string& text) : NameOrEllipsis(std::string_view(text)) {}

  bool is_ellipsis() const noexcept { return ellipsis_; }
  Dimname name() const noexcept { return name_; }

 private:
  bool ellipsis_ = false;
  Dimname name_;
};

using DimnameList = std::span<const Dimname>;
using DimnameVector = SmallVector<Dimname, 6>;

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
