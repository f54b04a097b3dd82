// The CUDA side of the matrix-product engine under mm, bmm, dot, mv, addmm, addmv, baddbmm and
// matmul: the driver both devices share (core/gemm_driver.h: strides, overlaps, k = 0, beta = 0,
// the BLAS plan) over cuBLAS, one strided-batched gemm per call. Half and bfloat16 products
// accumulate in float and round once, as the CPU path does: the handle disallows cuBLAS's
// reduced-precision reductions, which a split-k gemm may otherwise do in half or bfloat16 (PyTorch
// allows them by default: torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction).
// float32 products use no TF32 (cuBLAS's default math mode, and PyTorch's default for matmul).
//
// cuBLAS handles: one per device, created on first use with that device current and shared by all
// threads (cuBLAS allows this while nobody changes the handle's settings, which are set once, at
// creation: default stream, host pointer mode, no reduced-precision reductions). They are never
// destroyed: process exit may unload the CUDA runtime before static destructors run.
#include <cublas_v2.h>

#include <complex>
#include <limits>
#include <memory>
#include <mutex>
#include <string_view>

#include "core/gemm_driver.h"
#include "cuda/cuda_check.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor.h"

namespace opforge::cuda {
namespace {

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

cublasOperation_t op(bool transposed) { return transposed ? CUBLAS_OP_T : CUBLAS_OP_N; }

// The CUDA side of core/gemm_driver.h: cuBLAS's 64-bit API for half, bfloat16, float, double and
// complex (PyTorch's CUDA matrix products have no integer kernels either).
struct Engine {
  static constexpr int64_t kMaxLd = std::numeric_limits<int64_t>::max();
  static ScalarType compute_dtype(ScalarType t) { return t; }
  static bool blas(ScalarType t) {
    return t == kHalf || t == kBFloat16 || t == kFloat || t == kDouble || t == kComplexFloat || t == kComplexDouble;
  }
  static void other(const Tensor& /*a*/, const Tensor& /*b*/, const Tensor& c, const Scalar& /*alpha*/,
                    const Scalar& /*beta*/) {
    raise_dtype_not_implemented("gemm_cuda", c.dtype());
  }
  static void multiply(const gemm::GemmCall& call, const Tensor& first, const Tensor& second, const Tensor& c,
                       const Scalar& alpha_s, const Scalar& beta_s) {
    const BlasType type = blas_type(c.dtype());
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
    check_cublas(cublasGemmStridedBatchedEx_64(
                     handle_for(guard.index()), op(call.trans_first), op(call.trans_second), call.rows, call.cols,
                     call.depth, alpha, first.data_ptr(), type.data, call.ld_first, first.strides()[0],
                     second.data_ptr(), type.data, call.ld_second, second.strides()[0], beta, c.data_ptr(), type.data,
                     call.ld_c, c.strides()[0], c.sizes()[0], type.compute, CUBLAS_GEMM_DEFAULT),
                 "cublasGemmStridedBatchedEx");
  }
};

}  // namespace

void batched_gemm(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha,
                  const Scalar& beta) {
  gemm::batched<Engine>(Tensor(a), Tensor(b), Tensor(c), alpha, beta);
}

void matrix_gemm(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha,
                 const Scalar& beta) {
  gemm::matrix<Engine>(Tensor(a), Tensor(b), Tensor(c), alpha, beta);
}

void vector_dot(const TensorBase& a, const TensorBase& b, const TensorBase& c) {
  gemm::vector_dot<Engine>(Tensor(a), Tensor(b), Tensor(c));
}

void matrix_vector(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha,
                   const Scalar& beta) {
  gemm::matrix_vector<Engine>(Tensor(a), Tensor(b), Tensor(c), alpha, beta);
}

}  // namespace opforge::cuda
