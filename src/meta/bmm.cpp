// bmm's meta function: both operands are 3-D with one batch size and agreeing inner sizes; the
// result is [batch, self rows, mat2 columns]. PyTorch's checks and texts: "batch1 must be a 3D
// tensor", "batch2 must be a 3D tensor", "Expected size for first two dimensions of batch2 tensor to
// be: [2, 3] but got: [2, 4].".
#include "kernels/bmm.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape bmm_shape(const TensorBase& self, const TensorBase& mat2) {
  OPFORGE_CHECK(self.dim() == 3, RuntimeError, "batch1 must be a 3D tensor");
  OPFORGE_CHECK(mat2.dim() == 3, RuntimeError, "batch2 must be a 3D tensor");
  const int64_t batch = self.sizes()[0], m = self.sizes()[1], k = self.sizes()[2], n = mat2.sizes()[2];
  OPFORGE_CHECK(mat2.sizes()[0] == batch && mat2.sizes()[1] == k, RuntimeError,
                "Expected size for first two dimensions of batch2 tensor to be: [{}, {}] but got: [{}, {}].", batch, k,
                mat2.sizes()[0], mat2.sizes()[1]);
  return DimVector{batch, m, n};
}

}  // namespace opforge::meta
