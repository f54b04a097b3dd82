// align_to's geometries: self's dims permuted to the order given by name, a size-1 dim (stride 0)
// for each name self lacks. Python's Tensor.align_to(*names) takes one "..." for the dims the list
// does not mention, in their order; libtorch's align_to(order, ellipsis_idx) gives its position.
// PyTorch's texts.
#include "kernels/align_to.h"
#include "core/name_checks.h"
#include "meta/name_lists.h"
#include "opforge/error.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {
namespace {

// Without "...": every dim of self must be named and appear in `order`; the names of `order` that
// self lacks, wildcards included, become size-1 dims.
dispatch::ViewGeometry align_to_order(const TensorBase& self, DimnameList order) {
  const DimnameVector self_names = self.names();
  dispatch::ViewGeometry g;
  g.sizes = DimVector(order.size(), 1);
  g.strides = DimVector(order.size(), 0);
  g.source_dims = DimVector(order.size(), dispatch::kNewDim);
  for (size_t i = 0; i < self_names.size(); ++i) {
    const Dimname name = self_names[i];
    OPFORGE_CHECK(!name.is_wildcard(), RuntimeError,
                  "align_to: All input dims must be named. Found unnamed dim at index {} of Tensor{}", i,
                  names_repr(self_names));
    const auto it = std::ranges::find(order, name);
    // PyTorch's text prints the desired order twice (not the tensor's names); kept verbatim.
    OPFORGE_CHECK(it != order.end(), RuntimeError,
                  "align_to: Cannot find dim {} from Tensor{} in desired alignment {}.", dimname_repr(name),
                  names_repr(order), names_repr(order));
    const auto j = static_cast<size_t>(it - order.begin());
    g.sizes[j] = self.size(static_cast<int64_t>(i));
    g.strides[j] = self.stride(static_cast<int64_t>(i));
    g.source_dims[j] = static_cast<int64_t>(i);
  }
  g.names = DimnameVector(order);
  return g;
}

// With "..." at `ellipsis_idx` of the full order: `order` (without it) must be all names; the dims
// of self that `order` does not mention, named or not, take the ellipsis' place in their order.
dispatch::ViewGeometry align_to_with_ellipsis(const TensorBase& self, DimnameList order, size_t ellipsis_idx) {
  const DimnameVector self_names = self.names();
  SmallVector<int64_t, 6> source_of(order.size(), dispatch::kNewDim);  // the dim of self each name comes from
  SmallVector<bool, 8> mentioned(self_names.size(), false);
  for (size_t i = 0; i < order.size(); ++i) {
    OPFORGE_CHECK(!order[i].is_wildcard(), RuntimeError,
                  "align_to: the desired order of dimensions cannot contain a None name, got {}", names_repr(order));
    const auto it = std::ranges::find(self_names, order[i]);
    if (it == self_names.end()) continue;
    const auto j = static_cast<size_t>(it - self_names.begin());
    source_of[i] = static_cast<int64_t>(j);
    mentioned[j] = true;
  }
  const auto unmentioned = static_cast<size_t>(std::ranges::count(mentioned, false));
  const size_t out_dims = order.size() + unmentioned;

  dispatch::ViewGeometry g;
  g.sizes = DimVector(out_dims, 1);
  g.strides = DimVector(out_dims, 0);
  g.source_dims = DimVector(out_dims, dispatch::kNewDim);
  DimnameVector names(out_dims);
  const auto take = [&](size_t out, size_t in) {
    g.sizes[out] = self.size(static_cast<int64_t>(in));
    g.strides[out] = self.stride(static_cast<int64_t>(in));
    g.source_dims[out] = static_cast<int64_t>(in);
    names[out] = self_names[in];
  };
  for (size_t i = 0; i < order.size(); ++i) {
    const size_t out = i < ellipsis_idx ? i : i + unmentioned;
    if (source_of[i] == dispatch::kNewDim)
      names[out] = order[i];
    else
      take(out, static_cast<size_t>(source_of[i]));
  }
  size_t out = ellipsis_idx;
  for (size_t j = 0; j < self_names.size(); ++j)
    if (!mentioned[j]) take(out++, j);
  // A name given twice maps one dim of self twice, a geometry self's storage may not hold: refused
  // here, before the view is made, with the text the tensor's names would give.
  check_no_duplicate_names(names);
  g.names = std::move(names);
  return g;
}

}  // namespace

dispatch::ViewGeometry align_to_geometry(const TensorBase& self, DimnameList names) {
  const std::optional<size_t> at = single_ellipsis(names, "align_to");
  if (!at) return align_to_order(self, names);
  DimnameVector order(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(*at));
  for (size_t i = *at + 1; i < names.size(); ++i) order.push_back(names[i]);
  return align_to_with_ellipsis(self, order, *at);
}

dispatch::ViewGeometry align_to_geometry(const TensorBase& self, DimnameList order, int64_t ellipsis_idx) {
  for (const Dimname name : order) check_not_ellipsis(name);
  OPFORGE_CHECK(ellipsis_idx >= 0 && static_cast<size_t>(ellipsis_idx) <= order.size(), IndexError,
                "align_to: ellipsis_idx {} is out of range for an order of {} names", ellipsis_idx, order.size());
  return align_to_with_ellipsis(self, order, static_cast<size_t>(ellipsis_idx));
}

}  // namespace opforge::meta
