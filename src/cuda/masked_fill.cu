// masked_fill.Tensor on CUDA tensors: the pointwise CUDA loop (pointwise.cuh) over the iterator
// src/cpu/masked_fill.cpp built (inputs self and the bool mask), with masked_fill's generated
// functor. The value is converted to the result's dtype on the host with the overflow check of
// Scalar conversions, as the CPU kernel does.
#include "core/element_cast.h"
#include "cuda/kernels.h"
#include "cuda/pointwise.cuh"
#include "functors/masked_fill.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void masked_fill_tensor(const elementwise::ElementwiseIter& iter, const Scalar& value) {
  visit_dtype(iter.compute_dtype(), "masked_fill_cuda", [&]<class T>(TypeTag<T>) {
    using Op = elementwise::cuda_opmath_t<T>;
    const auto fill = static_cast<elementwise::opmath_t<T>>(checked_scalar_cast<T>(value));
    elementwise::cuda_pointwise<T, T>(iter, functors::masked_fill<Op>{elementwise::to_cuda_opmath(fill)});
  });
}

}  // namespace opforge::cuda
