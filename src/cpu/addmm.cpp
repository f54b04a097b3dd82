// addmm on the CPU: the stub has checked the operands (meta::addmm_shape, same_dtype_checks),
// made the [m, n] result and, unless beta is 0, copied self broadcast into it; this adds alpha
// times the product to beta times the result as a batch of one (cpu::batched_gemm).
#include "kernels/addmm.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void addmm_kernel(const TensorBase& /*self*/, const TensorBase& mat1, const TensorBase& mat2, const Scalar& beta,
                  const Scalar& alpha, const TensorBase& result) {
  batched_gemm(Tensor(mat1).unsqueeze(0), Tensor(mat2).unsqueeze(0), Tensor(result).unsqueeze(0), alpha, beta);
}

}  // namespace opforge::cpu
