// The hand-written CUDA kernels and loops, declared for the code that routes CUDA tensors to them:
// the runtime's device primitives (src/core/device_fill.cpp, device_copy.cpp), the loops a
// composite runs on the iterator's device (div.Tensor_mode), the summation that sum and mean share
// (sum_into), and the matrix-product engine under the structured products (gemm.cu). Defined in
// src/cuda/, which the build compiles exactly when it has the CUDA backend (OPFORGE_HAS_CUDA). The
// callers have made every check of the op (dtype, shape, out=, devices, PyTorch's texts) and
// allocated the results; these only compute, on the device of their tensors, which all live on one
// CUDA device. They take TensorBase (opforge/tensor_base.h), not Tensor, so their files do not
// recompile when an op is added (gemm.cu, which uses Tensor's views, is the exception).
#pragma once

#include <cstdint>

#include "iteration/elementwise.h"
#include "iteration/gather_plan.h"
#include "iteration/quantile.h"
#include "iteration/reduce.h"
#include "opforge/scalar.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda {

// Writes the element_size() bytes at `value` into every element of the CUDA tensor t, positions
// that an expanded t shares included.
void fill_bytes(const TensorBase& t, const void* value);

// Writes src into dst, broadcasting src to dst's shape and converting each element to dst's dtype
// with cast_element's rules. dst and src live on the same CUDA device; dst has no internal overlap
// and does not partially overlap src. Equal dtypes are copied as bytes (any dtype); conversions
// cover the non-shell dtypes and float8, other pairs raise NotImplementedError naming copy_.
void copy_on_device(const TensorBase& dst, const TensorBase& src);

// The summation of sum and mean (src/cuda/sum.cu): cpu::sum_converted_into's contract
// (src/cpu/sum_reduction.h) for CUDA tensors. Dtypes outside sum's raise NotImplementedError
// "\"sum_cuda\" not implemented for ...".
void sum_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, bool mean);
// norm's p = 1 and p = 2 folds (src/cuda/sum.cu): cpu::power_sum_into's contract
// (src/cpu/sum_reduction.h).
void power_sum_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, reduce::PowerSum p);

// softmax and log_softmax (src/cuda/softmax.cu): cpu::softmax_lines's contract (src/cpu/softmax.h)
// for CUDA tensors, with float16 as well; other dtypes raise NotImplementedError
// "\"host_softmax\" not implemented for 'Long'".
void softmax_lines(const TensorBase& input, int64_t dim, bool log, const TensorBase& result);

// quantile and nanquantile (src/cuda/quantile.cu): cpu::quantile_lines's contract
// (src/cpu/quantile.h) for CUDA tensors; other dtypes raise NotImplementedError naming quantile_cuda.
void quantile_lines(const TensorBase& sorted, const TensorBase& q, quantile::Interpolation mode, bool ignore_nan,
                    const TensorBase& result);

// multinomial with replacement (src/cuda/multinomial.cu): cpu::multinomial_rows's contract
// (src/cpu/multinomial.h) for CUDA tensors.
void multinomial_rows(const TensorBase& weights, const TensorBase& uniforms, const TensorBase& cumulative,
                      const TensorBase& result);

// The gathers of flip, index_select and gather (src/cuda/gather_loop.cu): every element `plan` maps, itemsize
// bytes each, copied on `device`. False when an index was outside its dim (its element is then
// left unwritten), after the kernel.
bool run_gather(const gather::Plan& plan, size_t itemsize, Device device);
// The scatter of scatter_add (src/cuda/gather_loop.cu): every source element the plan maps added
// atomically into the result (float, double, int32, int64); false when an index was outside its
// dim (its element then not added), after the kernel.
bool run_scatter_add(const gather::Plan& plan, ScalarType dtype, Device device);
// c[i] = beta * c[i] + alpha * (a[i] @ b[i]) (src/cuda/gemm.cu): core/gemm_driver.h's contract,
// as cpu::batched_gemm's, for CUDA tensors of one dtype cuBLAS computes in (half, bfloat16, float,
// double, complex64, complex128: PyTorch's CUDA matrix products have no integer kernels either).
void batched_gemm(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha = 1,
                  const Scalar& beta = 0);
// c = beta * c + alpha * (a @ b) for 2-D CUDA tensors: batched_gemm of a batch of one.
void matrix_gemm(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha = 1,
                 const Scalar& beta = 0);
// The 0-dim c = a . b for 1-D a and b, and the 1-D c = beta * c + alpha * (a @ b) for a 2-D a and
// 1-D b: batched_gemm of a batch of one, with the vectors as one-row or one-column matrices.
void vector_dot(const TensorBase& a, const TensorBase& b, const TensorBase& c);
void matrix_vector(const TensorBase& a, const TensorBase& b, const TensorBase& c, const Scalar& alpha = 1,
                   const Scalar& beta = 0);

// div.Tensor_mode (src/cuda/div.cu) over the iterator of src/composite/div.cpp: true division
// (floating and complex dtypes), and the quotient rounded toward zero or down (real dtypes; an
// integer division by zero raises RuntimeError "ZeroDivisionError").
void div_true(const elementwise::ElementwiseIter& iter);
void div_trunc(const elementwise::ElementwiseIter& iter);
void div_floor(const elementwise::ElementwiseIter& iter);

}  // namespace opforge::cuda
