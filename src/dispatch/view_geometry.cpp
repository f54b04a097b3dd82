#include "dispatch/view_geometry.h"

#include <optional>

#include "opforge/autograd.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

namespace {

// The view's names: each source dim's name, each new dim's from new_dim_names in turn (or none);
// nullopt when every one is a wildcard.
std::optional<DimnameVector> view_names(const Tensor& self, const ViewGeometry& geometry, DimnameList new_dim_names) {
  if (geometry.names) return geometry.names;
  const DimnameVector* old = self.impl()->names();
  if (!old && new_dim_names.empty()) return std::nullopt;
  DimnameVector names;
  size_t next_new = 0;
  for (const int64_t d : geometry.source_dims) {
    if (d != kNewDim)
      names.push_back(old ? (*old)[static_cast<size_t>(d)] : Dimname());
    else
      names.push_back(next_new < new_dim_names.size() ? new_dim_names[next_new++] : Dimname());
  }
  return names;
}

}  // namespace

Tensor make_view(const Tensor& self, const ViewGeometry& geometry, const Tensor* out, DimnameList new_dim_names) {
  if (geometry.is_self) return out ? *out : self;
  const std::optional<DimnameVector> names = view_names(self, geometry, new_dim_names);
  const ScalarType dtype = geometry.dtype == ScalarType::Undefined ? self.dtype() : geometry.dtype;
  if (out) {
    // In-place view ops (transpose_, squeeze_, unsqueeze_, t_) keep the dtype and the offset.
    const int64_t storage_offset = geometry.storage_offset.value_or(self.storage_offset());
    OPFORGE_CHECK(!geometry.copy && dtype == self.dtype() && storage_offset == self.storage_offset(), RuntimeError,
                  "an in-place view cannot copy, change the dtype or the storage offset");
    TensorImpl& impl = *out->impl();
    impl.set_geometry(geometry.sizes.span(), geometry.strides.span());
    if (names) impl.set_names(*names);
    return *out;
  }
  Tensor view;
  if (geometry.copy) {
    // A copy in self's dtype, unnamed (the names are the view's), seen with the new sizes; made
    // without grad mode: the view's stub records the op's node (reshape's) on the result.
    const Tensor copy = [&] {
      const autograd::NoGradGuard no_grad;
      return self.clone(MemoryFormat::Contiguous);
    }();
    view = Tensor(intrusive_ptr<TensorImpl>::make(copy.impl()->storage(), copy.dtype(), geometry.sizes.span(),
                                                  contiguous_strides(geometry.sizes.span()), copy.storage_offset()));
  } else {
    view = Tensor(intrusive_ptr<TensorImpl>::make(self.impl()->storage(), dtype, geometry.sizes.span(),
                                                  geometry.strides.span(),
                                                  geometry.storage_offset.value_or(self.storage_offset())));
  }
  if (names) view.impl()->set_names(*names);
  return view;
}

}  // namespace opforge::dispatch
