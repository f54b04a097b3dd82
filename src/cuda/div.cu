// div.Tensor_mode on CUDA tensors: the quotient, true or rounded (div_rounding.h), computed by the
// pointwise CUDA loop (pointwise.cuh) over the iterator src/composite/div.cpp built, with its dtypes
// and their texts ("\"div_floor_cuda\" not implemented for 'Bool'"). A rounded integer division
// by zero raises RuntimeError "ZeroDivisionError" after the kernel, read from a flag in device
// memory (one small allocation and a synchronizing read, integer dtypes only).
#include <type_traits>

#include "cuda/cuda_check.h"
#include "cuda/div_rounding.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "cuda/pointwise.cuh"
#include "iteration/pointwise_math.h"
#include "kernels/div.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/storage.h"

namespace opforge::cuda {
namespace {

namespace cd = cuda_detail;

template <class Op>
inline constexpr bool is_integer_op = std::is_integral_v<Op> && !std::is_same_v<Op, bool>;

// Runs Divide<Op> over iter for the real dtypes; integers get a zero-divisor flag.
template <template <class> class Divide>
void divide_rounded(const elementwise::ElementwiseIter& iter, std::string_view name) {
  visit_dtype(iter.compute_dtype(), name, [&]<class T>(TypeTag<T>) {
    using Op = elementwise::cuda_opmath_t<T>;
    if constexpr (std::is_floating_point_v<Op>) {
      elementwise::cuda_pointwise<T, T>(iter, Divide<Op>{nullptr});
    } else if constexpr (is_integer_op<Op>) {
      if (iter.numel() == 0) return;
      const Storage flag = Storage::make(sizeof(unsigned), iter.device());
      auto* zero_division = static_cast<unsigned*>(flag->data());
      const DeviceGuard guard(iter.device());
      check_cuda(cudaMemset(zero_division, 0, sizeof(unsigned)), "cudaMemset");
      elementwise::cuda_pointwise<T, T>(iter, Divide<Op>{zero_division});
      unsigned divided_by_zero = 0;
      check_cuda(cudaMemcpy(&divided_by_zero, zero_division, sizeof(unsigned), cudaMemcpyDeviceToHost), "cudaMemcpy");
      OPFORGE_CHECK(divided_by_zero == 0, RuntimeError, "ZeroDivisionError");
    } else {
      raise_dtype_not_implemented(name, iter.compute_dtype());
    }
  });
}

}  // namespace

// True division is div.Tensor's: its generated kernel (generated/src/cuda/div.cu) has these
// dtypes, so its loops are not compiled a second time here.
void div_true(const elementwise::ElementwiseIter& iter) {
  visit_dtype(iter.compute_dtype(), "div_true_cuda", [&]<class T>(TypeTag<T>) {
    using Op = elementwise::cuda_opmath_t<T>;
    if constexpr ((std::is_floating_point_v<Op> || math::is_complex_v<Op>)&&!std::is_same_v<T, ComplexHalf>)
      div_kernel(iter);
    else
      raise_dtype_not_implemented("div_true_cuda", iter.compute_dtype());
  });
}

void div_trunc(const elementwise::ElementwiseIter& iter) { divide_rounded<cd::TruncDivide>(iter, "div_trunc_cuda"); }

void div_floor(const elementwise::ElementwiseIter& iter) { divide_rounded<cd::FloorDivide>(iter, "div_floor_cuda"); }

}  // namespace opforge::cuda
