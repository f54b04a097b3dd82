// imag's geometry: of a complex tensor, a view of its imaginary parts (the real dtype, strides
// doubled, one element on: PyTorch's view_as_real(self).select(-1, 1)); any other tensor is
// rejected with PyTorch's text.
#include "kernels/imag.h"
#include "meta/complex_parts.h"

namespace opforge::meta {

dispatch::ViewGeometry imag_geometry(const TensorBase& self) {
  OPFORGE_CHECK(self.is_complex(), RuntimeError, "imag is not implemented for tensors with non-complex dtypes.");
  return complex_parts::view_of_part(self, 1);
}

}  // namespace opforge::meta
