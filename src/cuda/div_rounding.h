// The rounded quotients of div.Tensor_mode as functors for the CUDA kernel (src/cuda/div.cu): the
// values are iteration/rounded_division.h's, which the CPU loops (src/cpu/div_loops.cpp) compute too.
// An integer division by zero cannot raise on the device: the functor sets *zero_division and gives
// 0, and the host raises ZeroDivisionError after the kernel, as the CPU kernel does (PyTorch's CUDA
// kernel returns the hardware's value instead; opforge keeps one behaviour for both devices).
// Op is the compute type: float for half and bfloat16, otherwise the dtype's own type (bool and
// complex have no rounded division).
#pragma once

#include <cmath>
#include <type_traits>

#include "iteration/rounded_division.h"
#include "opforge/numeric.h"

namespace opforge::cuda_detail {

OPFORGE_HOST_DEVICE inline void flag_zero_division(unsigned* flag) {
#if defined(__CUDA_ARCH__)
  atomicExch(flag, 1u);
#else
  *flag = 1;
#endif
}

template <class Op>
struct TruncDivide {
  unsigned* zero_division;  // device memory; integers only

  OPFORGE_HOST_DEVICE Op operator()(Op a, Op b) const {
    if constexpr (std::is_floating_point_v<Op>) {
      return std::trunc(a / b);
    } else {
      if (b == 0) {
        flag_zero_division(zero_division);
        return Op(0);
      }
      return rounded_division::trunc_divide_integers(a, b);
    }
  }
};

template <class Op>
struct FloorDivide {
  unsigned* zero_division;  // device memory; integers only

  OPFORGE_HOST_DEVICE Op operator()(Op a, Op b) const {
    if constexpr (std::is_floating_point_v<Op>) {
      return rounded_division::floor_divide_floating(a, b);
    } else {
      if (b == 0) {
        flag_zero_division(zero_division);
        return Op(0);
      }
      return rounded_division::floor_divide_integers(a, b);
    }
  }
};

}  // namespace opforge::cuda_detail
