// The matrix-product engine under mm, bmm, dot, mv, addmm, addmv, baddbmm and matmul, written once
// for both devices: c[i] = beta * c[i] + alpha * (a[i] @ b[i]) for 3-D tensors a (batch x m x k),
// b (batch x k x n) and c (batch x m x n) of one dtype, shapes checked by the meta function and
// alpha and beta checked by the stub to fit the computation. What a product of any strides comes
// to before a BLAS call is decided here:
// - nothing to write: done; nothing to multiply (k = 0): c = beta * c, zeros for beta 0;
// - a dtype the device computes in another (CPU half and bfloat16: float): converted copies;
// - an operand c overlaps: read from a copy, as c is written while the product is computed;
// - a dtype BLAS does not take (CPU integers): the device's own loop;
// - a c BLAS cannot write (core/gemm_plan.h): a contiguous copy written and copied back; an
//   operand BLAS cannot read: a contiguous copy;
// - then one planned column-major gemm per batch (gemm_plan.h's plan_gemm).
// With beta 0, c's elements are not read, so its NaN and inf do not propagate (BLAS's rule, and
// addmm's). A device supplies its engine (src/cpu/gemm.cpp: OpenBLAS and an integer loop;
// src/cuda/gemm.cu: cuBLAS):
//
//   struct Engine {
//     static constexpr int64_t kMaxLd;                   // its BLAS's largest dimension
//     static ScalarType compute_dtype(ScalarType t);     // the dtype t's products compute in
//     static bool blas(ScalarType t);                    // BLAS computes t, else other() does
//     static void other(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha,
//                       const Scalar& beta);             // any strides, c apart from a and b
//     static void multiply(const GemmCall& call, const Tensor& first, const Tensor& second,
//                          const Tensor& c, const Scalar& alpha, const Scalar& beta);  // every batch
//   };
#pragma once

#include <complex>

#include "core/device_copy.h"
#include "core/device_fill.h"
#include "core/gemm_plan.h"
#include "iteration/mem_overlap.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge::gemm {

template <class Engine>
std::optional<MatrixLayout> layout_of(const Tensor& t) {
  return blas_layout(t.sizes()[1], t.sizes()[2], t.strides()[1], t.strides()[2], Engine::kMaxLd);
}

template <class Engine>
void batched(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha, const Scalar& beta) {
  const int64_t m = a.sizes()[1], k = a.sizes()[2], n = b.sizes()[2];
  if (c.numel() == 0) return;
  const bool beta_zero = beta.to_complex() == std::complex<double>(0);
  if (k == 0) {
    if (beta_zero) {
      fill_zero_bytes(c);
    } else {
      c.mul_(beta);
    }
    return;
  }
  const ScalarType dtype = c.dtype();
  const ScalarType compute = Engine::compute_dtype(dtype);
  if (compute != dtype) {
    const Tensor c_compute =
        beta_zero ? empty(c.sizes(), TensorOptions().dtype(compute).device(c.device())) : c.to(compute);
    batched<Engine>(a.to(compute), b.to(compute), c_compute, alpha, beta);
    copy_elements(c, c_compute);
    return;
  }
  if (may_share_memory(c, a) || may_share_memory(c, b)) {
    auto apart = [&](const Tensor& t) { return may_share_memory(c, t) ? t.clone() : t; };
    batched<Engine>(apart(a), apart(b), c, alpha, beta);
    return;
  }
  if (!Engine::blas(dtype)) {
    Engine::other(a, b, c, alpha, beta);
    return;
  }
  OPFORGE_CHECK(m <= Engine::kMaxLd && n <= Engine::kMaxLd && k <= Engine::kMaxLd, RuntimeError,
                "matrix product too large for BLAS: {}x{} times {}x{}", m, k, k, n);
  const std::optional<MatrixLayout> lc = layout_of<Engine>(c);
  if (!lc) {
    // BLAS writes a contiguous copy (holding c's values where beta reads them).
    const Tensor result =
        beta_zero ? empty(c.sizes(), TensorOptions().dtype(dtype).device(c.device())) : c.contiguous();
    batched<Engine>(a, b, result, alpha, beta);
    copy_elements(c, result);
    return;
  }
  // Copies, when made, are freed on return while a CUDA gemm may still run: safe, because freeing
  // is ordered after the work already queued on the stream (src/core/cuda_allocator.cpp).
  const Tensor ra = layout_of<Engine>(a) ? a : a.contiguous();
  const Tensor rb = layout_of<Engine>(b) ? b : b.contiguous();
  const GemmCall call = plan_gemm(m, n, k, *layout_of<Engine>(ra), *layout_of<Engine>(rb), *lc);
  Engine::multiply(call, call.b_first ? rb : ra, call.b_first ? ra : rb, c, alpha, beta);
}

// The products of 2-D and 1-D operands as a batch of one: mm and addmm (a m x k, b k x n, c m x n),
// mv and addmv (a m x k, b and c vectors), dot (a and b vectors, c 0-dim).
template <class Engine>
void matrix(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha = 1, const Scalar& beta = 0) {
  batched<Engine>(a.unsqueeze(0), b.unsqueeze(0), c.unsqueeze(0), alpha, beta);
}
template <class Engine>
void matrix_vector(const Tensor& a, const Tensor& x, const Tensor& y, const Scalar& alpha = 1, const Scalar& beta = 0) {
  batched<Engine>(a.unsqueeze(0), x.unsqueeze(1).unsqueeze(0), y.unsqueeze(1).unsqueeze(0), alpha, beta);
}
template <class Engine>
void vector_dot(const Tensor& a, const Tensor& b, const Tensor& c) {
  batched<Engine>(a.unsqueeze(0).unsqueeze(0), b.unsqueeze(1).unsqueeze(0), c.view({1, 1, 1}), 1, 0);
}

}  // namespace opforge::gemm
