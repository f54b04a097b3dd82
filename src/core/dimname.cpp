// Dimname interning and the repr helpers of name-inference errors.
//
// Every distinct name gets a 32-bit id once, from a process-wide table, so that name inference
// compares integers. Id 0 is the wildcard; named ids start at 1. The table only grows: a name,
// once interned, keeps its id and its text for the life of the process, which lets name()
// hand out a string_view without copying.
#include "opforge/dimname.h"

#include <deque>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "core/name_checks.h"
#include "opforge/error.h"

namespace opforge {

namespace {

// PyTorch's Dimname::isValidName: ASCII letters, digits and underscores, not starting with a
// digit. Bytes outside ASCII (e.g. UTF-8 letters) are rejected, as in PyTorch.
bool is_valid_identifier(std::string_view name) {
  if (name.empty()) return false;
  for (size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    const bool digit = c >= '0' && c <= '9';
    if (!(alpha || (digit && i > 0))) return false;
  }
  return true;
}

struct StringHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
};

class NameTable {
 public:
  uint32_t intern(std::string_view name) {
    {
      std::shared_lock lock(mutex_);
      if (auto it = ids_.find(name); it != ids_.end()) return it->second;
    }
    std::unique_lock lock(mutex_);
    if (auto it = ids_.find(name); it != ids_.end()) return it->second;  // raced with another writer
    OPFORGE_CHECK(texts_.size() < UINT32_MAX - 1, RuntimeError, "Too many distinct dimension names");
    texts_.emplace_back(name);
    const auto id = static_cast<uint32_t>(texts_.size());
    ids_.emplace(texts_.back(), id);
    return id;
  }

  // A deque never moves its elements on push_back, so the view stays valid after the lock is
  // released; the lock only guards the deque's own index structure.
  std::string_view text(uint32_t id) const {
    std::shared_lock lock(mutex_);
    return texts_[id - 1];
  }

 private:
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, uint32_t, StringHash, std::equal_to<>> ids_;
  std::deque<std::string> texts_;
};

// Never destroyed: Dimnames held by other static objects may be printed during shutdown.
NameTable& table() {
  static NameTable* t = new NameTable();
  return *t;
}

[[noreturn]] void raise_invalid_name(std::string_view name) {
  raise<RuntimeError>(
      "Invalid name: a valid identifier contains only digits, alphabetical characters, and/or underscore and "
      "starts with a non-digit. got: '{}'.",
      name);
}

}  // namespace

Dimname::Dimname(std::string_view name) {
  // "*" is PyTorch's spelling of the wildcard (Dimname::fromSymbol), accepted wherever a name is.
  if (name == "*") return;
  if (name == "...") {
    id_ = kEllipsisId;
    return;
  }
  if (!is_valid_identifier(name)) raise_invalid_name(name);
  id_ = table().intern(name);
}

std::string_view Dimname::name() const {
  if (is_wildcard()) return "None";
  if (is_ellipsis()) return "...";
  return table().text(id_);
}

void check_not_ellipsis(Dimname name) {
  if (name.is_ellipsis()) raise_invalid_name("...");
}

std::string dimname_repr(Dimname d) {
  if (d.is_wildcard()) return "None";
  return fmt::format("'{}'", d.name());
}

std::string names_repr(DimnameList names) {
  std::string out = "[";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += ", ";
    out += dimname_repr(names[i]);
  }
  out += ']';
  return out;
}

void check_no_duplicate_names(DimnameList names) {
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i].is_wildcard()) continue;
    for (size_t j = 0; j < i; ++j)
      OPFORGE_CHECK(names[j] != names[i], RuntimeError,
                    "Cannot construct a tensor with duplicate names. Got names: {}.", names_repr(names));
  }
}

std::string names_tuple_repr(DimnameList names) {
  std::string out = "(";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += ", ";
    out += dimname_repr(names[i]);
  }
  if (names.size() == 1) out += ',';
  out += ')';
  return out;
}

}  // namespace opforge
