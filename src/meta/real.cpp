// real's geometry: of a complex tensor, a view of its real parts (the storage seen as the real
// dtype, strides doubled, PyTorch's view_as_real(self).select(-1, 0)); a real tensor itself.
#include "kernels/real.h"
#include "meta/complex_parts.h"

namespace opforge::meta {

dispatch::ViewGeometry real_geometry(const TensorBase& self) { return complex_parts::view_of_part(self, 0); }

}  // namespace opforge::meta
