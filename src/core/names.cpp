// The named-tensor API of Tensor: names, rename, refine_names, align_to, align_as.
// Each returns a view: a new TensorImpl on the same storage, so the input keeps its own names.
// Messages are PyTorch's, including those its Python layer raises (rename by mapping, "...").
#include <algorithm>
#include <string>

#include "opforge/error.h"
#include "opforge/tensor.h"

namespace opforge {

namespace {

constexpr std::string_view kEllipsis = "...";

// A view of `t` with the given geometry on the same storage and offset, without names.
Tensor alias_with_geometry(const Tensor& t, IntArrayRef sizes, IntArrayRef strides) {
  return Tensor(intrusive_ptr<TensorImpl>::make(t.impl()->storage(), t.dtype(), sizes, strides, t.storage_offset()));
}

Tensor alias_with_names(const Tensor& t, DimnameList names) {
  Tensor result = alias_with_geometry(t, t.sizes(), t.strides());
  result.impl()->set_names(names);
  return result;
}

// Python's repr of a names tuple, as Python-level errors print tensor.names: ('N', None), ('N',).
std::string tuple_repr(DimnameList names) {
  std::string out = "(";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += ", ";
    out += dimname_repr(names[i]);
  }
  if (names.size() == 1) out += ',';
  out += ')';
  return out;
}

// The position of the single "..." in `names`, if any. RuntimeError (PyTorch's text, with the
// names as the Python tuple the user passed) when there are more.
std::optional<size_t> single_ellipsis_index(std::span<const std::string_view> names, std::string_view fn) {
  std::optional<size_t> found;
  size_t count = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i] != kEllipsis) continue;
    if (!found) found = i;
    ++count;
  }
  if (count >= 2) {
    std::string tuple = "(";
    for (size_t i = 0; i < names.size(); ++i) tuple += fmt::format("{}'{}'", i > 0 ? ", " : "", names[i]);
    tuple += ')';  // two or more names: no trailing comma
    raise<RuntimeError>(
        "{}: More than one Ellipsis ('...') found in names ({}). This function supports up to one "
        "Ellipsis.",
        fn, tuple);
  }
  return found;
}

// Python's names[before : len(names) - after], a negative stop counting from the end: what "..."
// stands for when `before` names precede it and `after` follow it.
DimnameVector globbed_names(const DimnameVector& names, size_t before, size_t after) {
  const auto n = static_cast<int64_t>(names.size());
  const auto start = std::min(static_cast<int64_t>(before), n);
  int64_t stop = n - static_cast<int64_t>(after);
  if (stop < 0) stop = std::max<int64_t>(stop + n, 0);
  DimnameVector out;
  for (int64_t i = start; i < stop; ++i) out.push_back(names[static_cast<size_t>(i)]);
  return out;
}

// Whether a name (not a wildcard) occurs twice.
bool has_duplicate_names(DimnameList names) {
  for (size_t i = 0; i < names.size(); ++i) {
    const auto seen = names.subspan(0, i);
    if (!names[i].is_wildcard() && std::ranges::find(seen, names[i]) != seen.end()) return true;
  }
  return false;
}

}  // namespace

DimnameVector TensorBase::names() const {
  if (const DimnameVector* n = impl_->names()) return *n;
  return DimnameVector(static_cast<size_t>(dim()));
}

Tensor Tensor::rename(std::optional<DimnameList> names) const {
  if (!names) return alias_with_geometry(*this, sizes(), strides());
  return alias_with_names(*this, *names);
}

// As Python's Tensor.rename(*names): a single "..." expands to the current names it covers
// (resolve_ellipsis), then the names are set positionally.
Tensor Tensor::rename(std::initializer_list<NameOrEllipsis> names) const {
  const std::span<const NameOrEllipsis> given(names.begin(), names.size());
  const auto ellipses = std::ranges::count_if(given, [](const NameOrEllipsis& n) { return n.is_ellipsis(); });
  if (ellipses >= 2) {
    std::string tuple = "(";
    for (size_t i = 0; i < given.size(); ++i)
      tuple += fmt::format("{}{}", i > 0 ? ", " : "", given[i].is_ellipsis() ? "'...'" : dimname_repr(given[i].name()));
    tuple += ')';
    raise<RuntimeError>(
        "rename: More than one Ellipsis ('...') found in names ({}). This function supports up to one Ellipsis.",
        tuple);
  }
  DimnameVector wanted;
  const auto at = std::ranges::find_if(given, [](const NameOrEllipsis& n) { return n.is_ellipsis(); });
  for (auto it = given.begin(); it != at; ++it) wanted.push_back(it->name());
  if (at != given.end()) {
    const auto before = static_cast<size_t>(at - given.begin());
    for (Dimname d : globbed_names(this->names(), before, given.size() - before - 1)) wanted.push_back(d);
    for (auto it = at + 1; it != given.end(); ++it) wanted.push_back(it->name());
  }
  return alias_with_names(*this, wanted);
}

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
                  new_name, tuple_repr(current), old_name);
  }
  DimnameVector renamed = current;
  for (const auto& [old_name, new_name] : mapping) {
    const Dimname replacement(new_name);
    for (size_t i = 0; i < current.size(); ++i)
      if (!current[i].is_wildcard() && current[i].name() == old_name) renamed[i] = replacement;
  }
  return renamed;
}

// rename_: the names rename computes (with its checks), set on this tensor itself.
Tensor& take_names(Tensor& self, const Tensor& renamed) {
  if (const DimnameVector* n = renamed.impl()->names())
    self.impl()->set_names(*n);
  else
    self.impl()->clear_names();
  return self;
}

}  // namespace

Tensor Tensor::rename(const std::map<std::string, std::string>& mapping) const {
  return alias_with_names(*this, names_after_mapping(*this, mapping, "rename"));
}

Tensor& Tensor::rename_(std::optional<DimnameList> names) { return take_names(*this, rename(names)); }

Tensor& Tensor::rename_(std::initializer_list<NameOrEllipsis> names) { return take_names(*this, rename(names)); }

Tensor& Tensor::rename_(const std::map<std::string, std::string>& mapping) {
  return take_names(*this, alias_with_names(*this, names_after_mapping(*this, mapping, "rename_")));
}

Tensor Tensor::refine_names(std::initializer_list<std::string_view> names) const {
  const std::span<const std::string_view> given(names.begin(), names.size());
  const DimnameVector self_names = this->names();
  const std::optional<size_t> ellipsis = single_ellipsis_index(given, "refine_names");

  // "..." stands for self's names between those written before and after it: Python's
  // self_names[idx : len(self_names) - after], negative stop and all.
  DimnameVector wanted;
  if (ellipsis) {
    for (size_t i = 0; i < *ellipsis; ++i) wanted.push_back(Dimname(given[i]));
    for (Dimname d : globbed_names(self_names, *ellipsis, given.size() - *ellipsis - 1)) wanted.push_back(d);
    for (size_t i = *ellipsis + 1; i < given.size(); ++i) wanted.push_back(Dimname(given[i]));
  } else {
    for (std::string_view g : given) wanted.push_back(Dimname(g));
  }

  OPFORGE_CHECK(wanted.size() == self_names.size(), RuntimeError,
                "refine_names: cannot coerce Tensor{} to Tensor{} because they have a different number of dims ({} "
                "and {} respectively).",
                names_repr(self_names), names_repr(wanted), self_names.size(), wanted.size());
  Tensor result = alias_with_names(*this, wanted);  // rejects duplicate names first, as PyTorch
  for (size_t i = 0; i < self_names.size(); ++i) {
    const Dimname have = self_names[i];
    const Dimname want = wanted[i];
    if (have == want || have.is_wildcard()) continue;
    raise<RuntimeError>("refine_names: cannot coerce Tensor{} to Tensor{} because {} is {} {} at index {}",
                        names_repr(self_names), names_repr(wanted), dimname_repr(have),
                        want.is_wildcard() ? "more specific than" : "different from", dimname_repr(want), i);
  }
  return result;
}

namespace {

// align_to without "...": every dim of `t` must be named and appear in `order`; names of `order`
// that `t` lacks become size-1 dims (stride 0). `order` may hold wildcards, which become unnamed
// size-1 dims.
Tensor align_to_order(const Tensor& t, DimnameList order) {
  const DimnameVector t_names = t.names();
  DimVector sizes(order.size(), 1);
  DimVector strides(order.size(), 0);
  for (size_t i = 0; i < t_names.size(); ++i) {
    const Dimname name = t_names[i];
    OPFORGE_CHECK(!name.is_wildcard(), RuntimeError,
                  "align_to: All input dims must be named. Found unnamed dim at index {} of Tensor{}", i,
                  names_repr(t_names));
    const auto it = std::ranges::find(order, name);
    // PyTorch's text prints the desired order twice (not the tensor's names); kept verbatim.
    OPFORGE_CHECK(it != order.end(), RuntimeError,
                  "align_to: Cannot find dim {} from Tensor{} in desired alignment {}.", dimname_repr(name),
                  names_repr(order), names_repr(order));
    const auto j = static_cast<size_t>(it - order.begin());
    sizes[j] = t.sizes()[i];
    strides[j] = t.strides()[i];
  }
  Tensor result = alias_with_geometry(t, sizes, strides);
  result.impl()->set_names(order);
  return result;
}

// align_to with "..." at `ellipsis_idx` of the full order: `order` (without the "...") must be all
// names; the dims of `t` that `order` does not mention, named or not, take the ellipsis' place in
// their original order.
Tensor align_to_with_ellipsis(const Tensor& t, DimnameList order, size_t ellipsis_idx) {
  const DimnameVector t_names = t.names();
  constexpr int64_t kAbsent = -1;
  SmallVector<int64_t, 6> source_of(order.size(), kAbsent);  // the dim of t each order name comes from
  SmallVector<bool, 8> mentioned(t_names.size(), false);
  for (size_t i = 0; i < order.size(); ++i) {
    OPFORGE_CHECK(!order[i].is_wildcard(), RuntimeError,
                  "align_to: the desired order of dimensions cannot contain a None name, got {}", names_repr(order));
    const auto it = std::ranges::find(t_names, order[i]);
    if (it == t_names.end()) continue;
    const auto j = static_cast<size_t>(it - t_names.begin());
    source_of[i] = static_cast<int64_t>(j);
    mentioned[j] = true;
  }
  const auto unmentioned = static_cast<size_t>(std::ranges::count(mentioned, false));
  const size_t out_dim = order.size() + unmentioned;

  DimVector sizes(out_dim, 1);
  DimVector strides(out_dim, 0);
  DimnameVector out_names(out_dim);
  auto take = [&](size_t out, size_t in) {
    sizes[out] = t.sizes()[in];
    strides[out] = t.strides()[in];
    out_names[out] = t_names[in];
  };
  for (size_t i = 0; i < order.size(); ++i) {
    const size_t out = i < ellipsis_idx ? i : i + unmentioned;
    if (source_of[i] == kAbsent)
      out_names[out] = order[i];
    else
      take(out, static_cast<size_t>(source_of[i]));
  }
  size_t out = ellipsis_idx;
  for (size_t j = 0; j < t_names.size(); ++j)
    if (!mentioned[j]) take(out++, j);

  // A name given twice would map one dim twice, a geometry the storage may not hold: reject it before
  // the view is made, with the text set_names would give.
  OPFORGE_CHECK(!has_duplicate_names(out_names), RuntimeError,
                "Cannot construct a tensor with duplicate names. Got names: {}.", names_repr(out_names));
  Tensor result = alias_with_geometry(t, sizes, strides);
  result.impl()->set_names(out_names);
  return result;
}

}  // namespace

Tensor Tensor::align_to(std::initializer_list<std::string_view> names) const {
  const std::span<const std::string_view> given(names.begin(), names.size());
  const std::optional<size_t> ellipsis = single_ellipsis_index(given, "align_to");
  DimnameVector order;
  for (std::string_view g : given)
    if (g != kEllipsis) order.push_back(Dimname(g));
  if (!ellipsis) return align_to_order(*this, order);
  return align_to_with_ellipsis(*this, order, *ellipsis);
}

Tensor Tensor::align_as(const Tensor& other) const { return align_to_order(*this, other.names()); }

}  // namespace opforge
