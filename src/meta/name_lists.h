// What Python's named-tensor methods do with a "..." in their list of names before they reach the op
// (torch/_namedtensor_internals.py): at most one, standing for the names of self's dims that the
// others do not reach. Shared by the geometries of rename, refine_names and align_to.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "dispatch/view_geometry.h"
#include "opforge/dimname.h"

namespace opforge::meta {

// The position of the ellipsis in `names`, if any. RuntimeError with Python's text (`op` names the
// method) when there is more than one.
std::optional<size_t> single_ellipsis(DimnameList names, std::string_view op);

// `names` with the ellipsis at `at` replaced by what it stands for among `self_names`: Python's
// self_names[at : len(self_names) - after], where `after` names follow it, a negative stop and all.
DimnameVector expand_ellipsis(DimnameList names, size_t at, const DimnameVector& self_names);

// Self seen as it is (its sizes, strides and offset, each dim its own), named `names`; make_view
// checks them as the tensor takes them (their number, duplicates).
dispatch::ViewGeometry named_as_is(const TensorBase& self, DimnameVector names);

}  // namespace opforge::meta
