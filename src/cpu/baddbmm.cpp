// baddbmm on the CPU: the stub has checked the operands (meta::baddbmm_shape, batch1's and
// batch2's dtype), made the [batch, m, n] result and, unless beta is 0, copied self broadcast into
// it; this adds alpha times each batch's product to beta times the result (cpu::batched_gemm).
#include "kernels/baddbmm.h"

#include <complex>

#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void baddbmm_kernel(const TensorBase& /*self*/, const TensorBase& batch1, const TensorBase& batch2, const Scalar& beta,
                    const Scalar& alpha, const TensorBase& result) {
  // PyTorch's own loop for small products (rows * columns * inner below 400) starts from zeros
  // where beta is 0 and adds alpha times the product, so a zero there is +0 (alpha 0 included),
  // where BLAS writes alpha times the product (-0 for a negative one).
  const int64_t work = batch1.sizes()[1] * batch2.sizes()[2] * batch1.sizes()[2];
  if (work < 400 && beta.to_complex() == std::complex<double>(0)) {
    Tensor(result).zero_();
    batched_gemm(Tensor(batch1), Tensor(batch2), Tensor(result), alpha, 1);
    return;
  }
  batched_gemm(Tensor(batch1), Tensor(batch2), Tensor(result), alpha, beta);
}

}  // namespace opforge::cpu
