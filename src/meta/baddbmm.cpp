// baddbmm's meta function, PyTorch 1.13's order: self is broadcast to [batch1's batch and rows,
// batch2's columns] first (so a batch1 or batch2 of too few dims is the size lookup's IndexError,
// "Dimension out of range (expected to be in range of [-1, 0], but got 1)", and a self that does
// not broadcast is expand's error), then bmm's checks and texts ("batch1 must be a 3D tensor",
// "Expected size for first two dimensions of batch2 tensor to be: [2, 4] but got: [2, 3]."). The
// result is [batch, rows, columns]; with nothing to multiply (an inner size of 0) the kernel reads
// no element: the result is beta * self.
#include "kernels/baddbmm.h"
#include "kernels/bmm.h"
#include "kernels/expand.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape baddbmm_shape(const TensorBase& self, const TensorBase& batch1, const TensorBase& batch2,
                                    const Scalar& /*beta*/, const Scalar& /*alpha*/) {
  const DimVector target{batch1.size(0), batch1.size(1), batch2.size(2)};
  (void)expand_geometry(self, target, /*implicit=*/false);  // expand's checks and texts
  dispatch::ResultShape shape = bmm_shape(batch1, batch2);
  shape.reads_no_elements = batch1.sizes()[2] == 0;
  shape.dtype_operand = 1;  // batch2's: PyTorch's meta function makes the result with its options
  return shape;
}

}  // namespace opforge::meta
