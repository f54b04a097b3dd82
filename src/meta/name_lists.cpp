#include "meta/name_lists.h"

#include "core/name_checks.h"

#include <algorithm>
#include <string>

#include "opforge/error.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

std::optional<size_t> single_ellipsis(DimnameList names, std::string_view op) {
  const auto is_ellipsis = [](Dimname d) { return d.is_ellipsis(); };
  const auto first = std::ranges::find_if(names, is_ellipsis);
  if (first == names.end()) return std::nullopt;
  if (std::ranges::count_if(names, is_ellipsis) > 1) {
    raise<RuntimeError>(
        "{}: More than one Ellipsis ('...') found in names ({}). This function supports up to one Ellipsis.", op,
        names_tuple_repr(names));
  }
  return static_cast<size_t>(first - names.begin());
}

DimnameVector expand_ellipsis(DimnameList names, size_t at, const DimnameVector& self_names) {
  const auto n = static_cast<int64_t>(self_names.size());
  const auto after = static_cast<int64_t>(names.size() - at - 1);
  const int64_t start = std::min(static_cast<int64_t>(at), n);
  int64_t stop = n - after;
  if (stop < 0) stop = std::max<int64_t>(stop + n, 0);
  DimnameVector out(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(at));
  for (int64_t i = start; i < stop; ++i) out.push_back(self_names[static_cast<size_t>(i)]);
  for (size_t i = at + 1; i < names.size(); ++i) out.push_back(names[i]);
  return out;
}

dispatch::ViewGeometry named_as_is(const TensorBase& self, DimnameVector names) {
  dispatch::ViewGeometry g;
  g.sizes = DimVector(self.sizes());
  g.strides = DimVector(self.strides());
  for (int64_t d = 0; d < self.dim(); ++d) g.source_dims.push_back(d);
  g.names = std::move(names);
  return g;
}

}  // namespace opforge::meta
