// The matrix-product engine under mm, bmm, addmm and matmul on CUDA tensors: cuBLAS, one
// strided-batched gemm per call (the twin of src/cpu/gemm.cpp). Half and bfloat16 products accumulate in float and
// round once, as the CPU path does: the handle disallows cuBLAS's reduced-precision reductions,
// which a split-k gemm may otherwise do in half or bfloat16 (PyTorch allows them by default:
// torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction). float32 products use no TF32
// (cuBLAS's default math mode, and PyTorch's default for matmul). Operands cuBLAS can read as they are (row- or column-major, a
// transposed view included; gemm_plan.h) are passed without a copy, others are made contiguous
// first, as is an operand that overlaps the destination; a destination it cannot write gets a
// temporary that is copied into it after.
//
// cuBLAS handles: one per device, created on first use with that device current and shared by all
// threads (cuBLAS allows this while nobody changes the handle's settings, which are set once, at
// creation: default stream, host pointer mode, no reduced-precision reductions). They are never destroyed: process exit may unload the CUDA
// runtime before static destructors run.
#include <cublas_v2.h>

#include <complex>
#include <memory>
#include <mutex>
#include <string_view>

#include "core/device_copy.h"
#include "core/device_fill.h"
#include "cuda/cuda_check.h"
#include "cuda/gemm_plan.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "iteration/mem_overlap.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge::cuda {
namespace {

namespace cd = cuda_detail;

void check_cublas(cublasStatus_t status, std::string_view what) {
  if (status == CUBLAS_STATUS_SUCCESS) [[likely]]
    return;
  raise<RuntimeError>("cuBLAS error: {} (when calling {})", cublasGetStatusString(status), what);
}

// The handle of the current device `device` (the caller's DeviceGuard made it current).
cublasHandle_t handle_for(int device) {
  struct Slot {
    std::once_flag once;
    cublasHandle_t handle = nullptr;
  };
  static const int count = [] {
    int n = 0;
    check_cuda(cudaGetDeviceCount(&n), "cudaGetDeviceCount");
    return n;
  }();
  static const std::unique_ptr<Slot[]> slots = std::make_unique<Slot[]>(static_cast<size_t>(count));
  OPFORGE_CHECK(device >= 0 && device < count, RuntimeError, "CUDA error: invalid device ordinal");
  Slot& slot = slots[static_cast<size_t>(device)];
  std::call_once(slot.once, [&] {
    check_cublas(cublasCreate(&slot.handle), "cublasCreate");
    check_cublas(cublasSetMathMode(
                     slot.handle,
                     static_cast<cublasMath_t>(CUBLAS_DEFAULT_MATH | CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION)),
                 "cublasSetMathMode");
  });
  return slot.handle;
}

struct BlasType {
  cudaDataType data;
  cublasComputeType_t compute;
};

BlasType blas_type(ScalarType t) {
  switch (t) {
    case ScalarType::Half: return {CUDA_R_16F, CUBLAS_COMPUTE_32F};
    case ScalarType::BFloat16: return {CUDA_R_16BF, CUBLAS_COMPUTE_32F};
    case ScalarType::Float: return {CUDA_R_32F, CUBLAS_COMPUTE_32F};
    case ScalarType::Double: return {CUDA_R_64F, CUBLAS_COMPUTE_64F};
    case ScalarType::ComplexFloat: return {CUDA_C_32F, CUBLAS_COMPUTE_32F};
    case ScalarType::ComplexDouble: return {CUDA_C_64F, CUBLAS_COMPUTE_64F};
    default: raise_dtype_not_implemented("gemm_cuda", t);
  }
}

std::optional<cd::MatrixLayout> layout_of(const Tensor& t) {
  return cd::blas_layout(t.sizes()[1], t.sizes()[2], t.strides()[1], t.strides()[2]);
}

// t, or a contiguous copy of it when cuBLAS cannot read its matrices.
Tensor blas_readable(const Tensor& t) { return layout_of(t) ? t : t.contiguous(); }

cublasOperation_t op(bool transposed) { return transposed ? CUBLAS_OP_T : CUBLAS_OP_N; }

}  // namespace

void matrix_gemm(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha,
                 const Scalar& beta) {
  batched_gemm(Tensor(a).unsqueeze(0), Tensor(b).unsqueeze(0), Tensor(c).unsqueeze(0), alpha, beta);
}

void vector_dot(const TensorBase& a, const TensorBase& b, const TensorBase& c) {
  batched_gemm(Tensor(a).unsqueeze(0).unsqueeze(0), Tensor(b).unsqueeze(1).unsqueeze(0), Tensor(c).view({1, 1, 1}));
}

void matrix_vector(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha,
                   const Scalar& beta) {
  batched_gemm(Tensor(a).unsqueeze(0), Tensor(b).unsqueeze(1).unsqueeze(0), Tensor(c).unsqueeze(1).unsqueeze(0), alpha,
               beta);
}

void batched_gemm(const TensorBase& a_base, const TensorBase& b_base, const TensorBase& c_base, const Scalar& alpha_s,
                  const Scalar& beta_s) {
  const Tensor a(a_base), b(b_base), c(c_base);
  const int64_t batch = a.sizes()[0], m = a.sizes()[1], k = a.sizes()[2], n = b.sizes()[2];
  if (c.numel() == 0) return;
  const bool beta_zero = beta_s.to_complex() == std::complex<double>(0);
  if (k == 0) {
    if (beta_zero) {
      fill_zero_bytes(c);
    } else {
      c.mul_(beta_s);
    }
    return;
  }
  const BlasType type = blas_type(c.dtype());
  // An operand c overlaps is read from a copy, as c is written while the product is computed.
  if (may_share_memory(c, a) || may_share_memory(c, b)) {
    auto apart = [&](const Tensor& t) { return may_share_memory(c, t) ? t.clone() : t; };
    batched_gemm(apart(a), apart(b), c, alpha_s, beta_s);
    return;
  }
  const std::optional<cd::MatrixLayout> lc = layout_of(c);
  if (!lc) {
    // cuBLAS writes a contiguous copy (holding c's values where beta reads them).
    const Tensor result =
        beta_zero ? empty(c.sizes(), TensorOptions().dtype(c.dtype()).device(c.device())) : c.contiguous();
    batched_gemm(a, b, result, alpha_s, beta_s);
    copy_elements(c, result);
    return;
  }
  // Copies, when made, are freed on return while the gemm may still run: safe, because freeing is
  // ordered after the work already queued on the stream (src/core/cuda_allocator.cpp).
  const Tensor ra = blas_readable(a);
  const Tensor rb = blas_readable(b);
  const cd::GemmCall call = cd::plan_gemm(m, n, k, *layout_of(ra), *layout_of(rb), *lc);
  const Tensor& first = call.b_first ? rb : ra;
  const Tensor& second = call.b_first ? ra : rb;
  // alpha and beta as the compute type's scalars (a complex one reads both parts; the stub has
  // checked that they fit it). With beta 0 cuBLAS does not read c.
  const std::complex<double> alpha_z = alpha_s.to_complex(), beta_z = beta_s.to_complex();
  const float alpha_f[2] = {static_cast<float>(alpha_z.real()), static_cast<float>(alpha_z.imag())};
  const float beta_f[2] = {static_cast<float>(beta_z.real()), static_cast<float>(beta_z.imag())};
  const double alpha_d[2] = {alpha_z.real(), alpha_z.imag()}, beta_d[2] = {beta_z.real(), beta_z.imag()};
  const bool wide = type.compute == CUBLAS_COMPUTE_64F;
  const void* alpha = wide ? static_cast<const void*>(alpha_d) : static_cast<const void*>(alpha_f);
  const void* beta = wide ? static_cast<const void*>(beta_d) : static_cast<const void*>(beta_f);

  const DeviceGuard guard(c.device());
  check_cublas(cublasGemmStridedBatchedEx_64(handle_for(guard.index()), op(call.trans_first), op(call.trans_second),
                                             call.rows, call.cols, call.depth, alpha, first.data_ptr(), type.data,
                                             call.ld_first, first.strides()[0], second.data_ptr(), type.data,
                                             call.ld_second, second.strides()[0], beta, c.data_ptr(), type.data,
                                             call.ld_c, c.strides()[0], batch, type.compute, CUBLAS_GEMM_DEFAULT),
               "cublasGemmStridedBatchedEx");
}

}  // namespace opforge::cuda
