// dot's meta function, with PyTorch's checks in its order and its texts: two vectors ("1D tensors
// expected, but got 2D and 1D tensors"), of one dtype ("dot : expected both vectors to have same
// dtype, but found Float and Double"), of one length ("inconsistent tensor size, expected tensor
// [3] and src [4] to have the same number of elements, but got 3 and 4 elements respectively").
// The result is 0-dim.
#include "kernels/dot.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

dispatch::ResultShape dot_shape(const TensorBase& self, const TensorBase& tensor) {
  OPFORGE_CHECK(self.dim() == 1 && tensor.dim() == 1, RuntimeError, "1D tensors expected, but got {}D and {}D tensors",
                self.dim(), tensor.dim());
  OPFORGE_CHECK(self.dtype() == tensor.dtype(), RuntimeError,
                "dot : expected both vectors to have same dtype, but found {} and {}", cpp_name(self.dtype()),
                cpp_name(tensor.dtype()));
  OPFORGE_CHECK(self.numel() == tensor.numel(), RuntimeError,
                "inconsistent tensor size, expected tensor [{}] and src [{}] to have the same number of elements, but "
                "got {} and {} elements respectively",
                self.numel(), tensor.numel(), self.numel(), tensor.numel());
  return DimVector{};
}

}  // namespace opforge::meta
