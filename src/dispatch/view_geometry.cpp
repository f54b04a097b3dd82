#include "dispatch/view_geometry.h"

#include <optional>

#include "opforge/tensor.h"

namespace opforge::dispatch {

Tensor make_view(const Tensor& self, const ViewGeometry& geometry, const Tensor* out) {
  if (geometry.is_self) return out ? *out : self;
  std::optional<DimnameVector> names;
  if (const DimnameVector* old = self.impl()->names()) {
    names.emplace();
    for (const int64_t d : geometry.source_dims) names->push_back((*old)[static_cast<size_t>(d)]);
  }
  const ScalarType dtype = geometry.dtype == ScalarType::Undefined ? self.dtype() : geometry.dtype;
  const int64_t storage_offset = geometry.storage_offset.value_or(self.storage_offset());
  if (out) {
    // In-place view ops (transpose_, squeeze_) keep the dtype and the offset.
    OPFORGE_CHECK(dtype == self.dtype() && storage_offset == self.storage_offset(), RuntimeError,
                  "an in-place view cannot change the dtype or the storage offset");
    TensorImpl& impl = *out->impl();
    impl.set_geometry(geometry.sizes.span(), geometry.strides.span());
    if (names) impl.set_names(*names);
    return *out;
  }
  Tensor view(intrusive_ptr<TensorImpl>::make(self.impl()->storage(), dtype, geometry.sizes.span(),
                                              geometry.strides.span(), storage_offset));
  if (names) view.impl()->set_names(*names);
  return view;
}

}  // namespace opforge::dispatch
