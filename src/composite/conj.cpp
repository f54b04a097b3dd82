// conj: the conjugate of complex self computed (conj_physical: opforge has no lazy conjugate bit);
// real self itself, as PyTorch's.
#include "kernels/conj.h"
#include "opforge/ops/conj_physical.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor conj(const Tensor& self, const Tensor*) { return self.is_complex() ? opforge::conj_physical(self) : self; }

}  // namespace opforge::composite
