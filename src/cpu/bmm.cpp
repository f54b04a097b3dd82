// bmm: the products of two batches of matrices of one dtype, batch by batch (cpu::batched_gemm).
// Checks in PyTorch's order, with its texts: "batch1 must be a 3D tensor", "batch2 must be a 3D
// tensor", "Expected size for first two dimensions of batch2 tensor to be: [2, 3] but got: [2, 4].",
// the out= dtype, the dtype ("\"bmm\" not implemented for 'Bool'"), then the operands' dtypes
// agreeing ("expected scalar type Float but found Double"). CUDA tensors multiply on their device
// (cuBLAS, src/cuda/gemm.cu), which has no integer kernels: "\"baddbmm_cuda\" not implemented for
// 'Int'", PyTorch's text.
#include "kernels/bmm.h"
#include "opforge/tensor.h"
#include "cpu/gemm.h"
#include "cuda/kernels.h"
#include "iteration/kernel_checks.h"

namespace opforge::kernels {

Tensor bmm_kernel(const Tensor& self, const Tensor& mat2, const Tensor* out) {
  check_same_device(self.device(), mat2.device());
  OPFORGE_CHECK(self.dim() == 3, RuntimeError, "batch1 must be a 3D tensor");
  OPFORGE_CHECK(mat2.dim() == 3, RuntimeError, "batch2 must be a 3D tensor");
  const int64_t batch = self.sizes()[0], m = self.sizes()[1], k = self.sizes()[2], n = mat2.sizes()[2];
  OPFORGE_CHECK(mat2.sizes()[0] == batch && mat2.sizes()[1] == k, RuntimeError,
                "Expected size for first two dimensions of batch2 tensor to be: [{}, {}] but got: [{}, {}].", batch, k,
                mat2.sizes()[0], mat2.sizes()[1]);
  if (out) check_out_dtype(*out, self.dtype());
  if (self.is_cuda() ? !cuda::is_gemm_dtype(self.dtype()) : !cpu::is_gemm_dtype(self.dtype()))
    raise_dtype_not_implemented(self.is_cuda() ? "baddbmm_cuda" : "bmm", self.dtype());
  OPFORGE_CHECK(self.dtype() == mat2.dtype(), RuntimeError, "expected scalar type {} but found {}",
                cpp_name(self.dtype()), cpp_name(mat2.dtype()));
  const int64_t shape[] = {batch, m, n};
  const Tensor result = make_output(shape, self.dtype(), self.device(), out);
#ifdef OPFORGE_HAS_CUDA
  if (result.is_cuda()) {
    cuda::batched_gemm(self, mat2, result);
    return result;
  }
#endif
  cpu::batched_gemm(self, mat2, result);
  return result;
}

}  // namespace opforge::kernels
