// addmm on the CPU: the stub has checked the operands (meta::addmm_shape, same_dtype_checks),
// made the [m, n] result and, unless beta is 0, copied self broadcast into it; this adds alpha
// times the product to beta times the result (cpu::matrix_gemm, a batch of one).
#include "kernels/addmm.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void addmm_kernel(const TensorBase& /*self*/, const TensorBase& mat1, const TensorBase& mat2, const Scalar& beta,
                  const Scalar& alpha, const TensorBase& result) {
  matrix_gemm(Tensor(mat1), Tensor(mat2), Tensor(result), alpha, beta);
}

}  // namespace opforge::cpu
