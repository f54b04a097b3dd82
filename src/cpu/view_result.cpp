#include "cpu/view_result.h"

namespace opforge::cpu {

Tensor view_result(const Tensor& self, IntArrayRef sizes, IntArrayRef strides, const DimnameVector* names,
                   const Tensor* out) {
  if (out) {
    TensorImpl& impl = *out->impl();
    impl.set_geometry(sizes, strides);
    if (names) impl.set_names(*names);
    return *out;
  }
  Tensor view(intrusive_ptr<TensorImpl>::make(self.impl()->storage(), self.dtype(), sizes, strides,
                                              self.storage_offset()));
  if (names) view.impl()->set_names(*names);
  return view;
}

}  // namespace opforge::cpu
