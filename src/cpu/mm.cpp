// mm: the product of two matrices of one dtype (no promotion), computed by cpu::batched_gemm.
// Checks in PyTorch's order, with its texts: "self must be a matrix", "mat2 must be a matrix",
// "mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)", the out= dtype ("Expected out tensor to
// have dtype float, but got double instead"), the dtype ("\"addmm_impl_cpu_\" not implemented for
// 'Bool'"), then the operands' dtypes agreeing ("expected scalar type Float but found Double").
// CUDA tensors multiply on their device (cuBLAS, src/cuda/gemm.cu), which has no integer kernels:
// "\"addmm_cuda\" not implemented for 'Int'", PyTorch's text.
#include "kernels/mm.h"
#include "opforge/tensor.h"
#include "cpu/gemm.h"
#include "cuda/kernels.h"
#include "iteration/kernel_checks.h"

namespace opforge::kernels {

Tensor mm_kernel(const Tensor& self, const Tensor& mat2, const Tensor* out) {
  check_same_device(self.device(), mat2.device());
  OPFORGE_CHECK(self.dim() == 2, RuntimeError, "self must be a matrix");
  OPFORGE_CHECK(mat2.dim() == 2, RuntimeError, "mat2 must be a matrix");
  const int64_t m = self.sizes()[0], k = self.sizes()[1], n = mat2.sizes()[1];
  OPFORGE_CHECK(k == mat2.sizes()[0], RuntimeError, "mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})", m,
                k, mat2.sizes()[0], n);
  if (out) check_out_dtype(*out, self.dtype());
  if (self.is_cuda() ? !cuda::is_gemm_dtype(self.dtype()) : !cpu::is_gemm_dtype(self.dtype()))
    raise_dtype_not_implemented(self.is_cuda() ? "addmm_cuda" : "addmm_impl_cpu_", self.dtype());
  OPFORGE_CHECK(self.dtype() == mat2.dtype(), RuntimeError, "expected scalar type {} but found {}",
                cpp_name(self.dtype()), cpp_name(mat2.dtype()));
  const int64_t shape[] = {m, n};
  const Tensor result = make_output(shape, self.dtype(), self.device(), out);
#ifdef OPFORGE_HAS_CUDA
  if (result.is_cuda()) {
    cuda::batched_gemm(self.unsqueeze(0), mat2.unsqueeze(0), result.unsqueeze(0));
    return result;
  }
#endif
  cpu::batched_gemm(self.unsqueeze(0), mat2.unsqueeze(0), result.unsqueeze(0));
  return result;
}

}  // namespace opforge::kernels
