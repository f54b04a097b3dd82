// refine_names' geometry: self as it is, each unnamed dim named by the list (Python's
// Tensor.refine_names(*names), one "..." standing for the dims the others do not reach); a named
// dim keeps its name, which the list must repeat. PyTorch's texts.
#include "kernels/refine_names.h"
#include "core/name_checks.h"
#include "meta/name_lists.h"
#include "opforge/error.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ViewGeometry refine_names_geometry(const TensorBase& self, DimnameList names) {
  const DimnameVector self_names = self.names();
  const std::optional<size_t> at = single_ellipsis(names, "refine_names");
  DimnameVector wanted = at ? expand_ellipsis(names, *at, self_names) : DimnameVector(names);
  OPFORGE_CHECK(wanted.size() == self_names.size(), RuntimeError,
                "refine_names: cannot coerce Tensor{} to Tensor{} because they have a different number of dims ({} "
                "and {} respectively).",
                names_repr(self_names), names_repr(wanted), self_names.size(), wanted.size());
  check_no_duplicate_names(wanted);  // before a name is compared, as PyTorch does
  for (size_t i = 0; i < self_names.size(); ++i) {
    const Dimname have = self_names[i];
    const Dimname want = wanted[i];
    if (have == want || have.is_wildcard()) continue;
    raise<RuntimeError>("refine_names: cannot coerce Tensor{} to Tensor{} because {} is {} {} at index {}",
                        names_repr(self_names), names_repr(wanted), dimname_repr(have),
                        want.is_wildcard() ? "more specific than" : "different from", dimname_repr(want), i);
  }
  return named_as_is(self, std::move(wanted));
}

}  // namespace opforge::meta
