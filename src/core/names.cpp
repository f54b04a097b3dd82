// Tensor::names, and rename by mapping (Python's Tensor.rename(**rename_map)): the mapping becomes
// the positional names that rename, an operator of ops.yaml, takes. The operators rename, rename_,
// refine_names, align_to and align_as are views whose geometries live in src/meta/<op>.cpp.
#include <algorithm>
#include <string>

#include "core/name_checks.h"
#include "opforge/error.h"
#include "opforge/tensor.h"

namespace opforge {

namespace {

// As Tensor.rename(**mapping) in Python: every key must name a dim of this tensor (checked for all
// keys before any new name is validated); an empty mapping renames nothing. `op` is "rename" or
// "rename_", as PyTorch's message names the form called.
DimnameVector names_after_mapping(const Tensor& self, const std::map<std::string, std::string>& mapping,
                                  std::string_view op) {
  DimnameVector current = self.names();
  for (const auto& [old_name, new_name] : mapping) {
    const bool found =
        std::ranges::any_of(current, [&](Dimname d) { return !d.is_wildcard() && d.name() == old_name; });
    OPFORGE_CHECK(found, RuntimeError,
                  "{}: Tried to rename dim '{}' to dim {} in Tensor[{}] but dim '{}' does not exist", op, old_name,
                  new_name, names_tuple_repr(current), old_name);
  }
  DimnameVector renamed = current;
  for (const auto& [old_name, new_name] : mapping) {
    const Dimname replacement(new_name);
    check_not_ellipsis(replacement);  // a "..." value is a name here, not Python's ellipsis
    for (size_t i = 0; i < current.size(); ++i)
      if (!current[i].is_wildcard() && current[i].name() == old_name) renamed[i] = replacement;
  }
  return renamed;
}

}  // namespace

DimnameVector TensorBase::names() const {
  if (const DimnameVector* n = impl_->names()) return *n;
  return DimnameVector(static_cast<size_t>(dim()));
}

Tensor Tensor::rename(const std::map<std::string, std::string>& mapping) const {
  return rename(DimnameList(names_after_mapping(*this, mapping, "rename")));
}

const Tensor& Tensor::rename_(const std::map<std::string, std::string>& mapping) const {
  return rename_(DimnameList(names_after_mapping(*this, mapping, "rename_")));
}

}  // namespace opforge
