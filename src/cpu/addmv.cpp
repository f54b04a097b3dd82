// addmv on the CPU: the stub has checked the operands (meta::addmv_shape, mat's and vec's dtype),
// made the [m] result and, unless beta is 0, copied self broadcast into it; this adds alpha times
// mat @ vec to beta times the result through BLAS's gemv, as PyTorch's (cpu::gemv, gemm.h).
#include "kernels/addmv.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void addmv_kernel(const Tensor& /*self*/, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha,
                  const Tensor& result) {
  gemv(mat, vec, result, alpha, beta);
}

}  // namespace opforge::cpu
