// multinomial with replacement, one distribution (a row of weights) at a time, as PyTorch 1.13's
// CPU kernel (multinomial_with_replacement_apply) computes it: the row's running sum in T (rounded
// to T at each step, as c10's half and bfloat16 arithmetic is), each prefix divided by the sum,
// the last set to 1, and for each uniform sample u of [0, 1) (a double) the first category whose
// normalized prefix is not below u (a binary search). Host and device code alike: the CPU loop
// (src/cpu/multinomial.cpp) and the CUDA kernel (src/cuda/multinomial.cu) run it per row. The
// caller has checked the row (no negative, infinite or NaN weight, a positive sum) and drawn the
// uniform samples.
#pragma once

#include <cstdint>

#include "iteration/sampler_math.h"
#include "opforge/numeric.h"

namespace opforge::sampler {

template <class T>
OPFORGE_HOST_DEVICE void multinomial_row(const T* weights, int64_t weight_stride, int64_t categories, T* cumulative,
                                         const double* uniforms, int64_t samples, int64_t* out, int64_t out_stride) {
  using A = acc_t<T>;
  T sum = T(0);
  for (int64_t j = 0; j < categories; ++j) {
    sum = static_cast<T>(static_cast<A>(sum) + static_cast<A>(weights[j * weight_stride]));
    cumulative[j] = sum;
  }
  for (int64_t j = 0; j < categories; ++j)
    cumulative[j] = static_cast<T>(static_cast<A>(cumulative[j]) / static_cast<A>(sum));
  cumulative[categories - 1] = T(1);
  for (int64_t s = 0; s < samples; ++s) {
    const double u = uniforms[s];
    int64_t left = 0;
    int64_t right = categories;
    while (right > left) {
      const int64_t mid = left + (right - left) / 2;
      if (static_cast<double>(static_cast<A>(cumulative[mid])) < u)
        left = mid + 1;
      else
        right = mid;
    }
    out[s * out_stride] = left;
  }
}

}  // namespace opforge::sampler
