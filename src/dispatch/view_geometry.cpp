#include "dispatch/view_geometry.h"

#include <optional>

#include "opforge/tensor.h"

namespace opforge::dispatch {

Tensor make_view(const Tensor& self, const ViewGeometry& geometry, const Tensor* out) {
  std::optional<DimnameVector> names;
  if (const DimnameVector* old = self.impl()->names()) {
    names.emplace();
    for (const int64_t d : geometry.source_dims) names->push_back((*old)[static_cast<size_t>(d)]);
  }
  if (out) {
    TensorImpl& impl = *out->impl();
    impl.set_geometry(geometry.sizes.span(), geometry.strides.span());
    if (names) impl.set_names(*names);
    return *out;
  }
  Tensor view(intrusive_ptr<TensorImpl>::make(self.impl()->storage(), self.dtype(), geometry.sizes.span(),
                                              geometry.strides.span(), self.storage_offset()));
  if (names) view.impl()->set_names(*names);
  return view;
}

}  // namespace opforge::dispatch
