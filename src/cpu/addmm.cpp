// addmm on the CPU: the stub has checked the operands (meta::addmm_shape, same_dtype_checks),
// made the [m, n] result and, unless beta is 0, copied self broadcast into it; this adds alpha
// times the product to beta times the result as a batch of one (cpu::batched_gemm).
#include "kernels/addmm.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void addmm_kernel(const Tensor& /*self*/, const Tensor& mat1, const Tensor& mat2, const Scalar& beta,
                  const Scalar& alpha, const Tensor& result) {
  batched_gemm(mat1.unsqueeze(0), mat2.unsqueeze(0), result.unsqueeze(0), alpha, beta);
}

}  // namespace opforge::cpu
