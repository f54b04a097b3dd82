// multinomial with replacement, one distribution (a row of weights) at a time, as PyTorch 1.13's
// CPU kernel (multinomial_with_replacement_apply) computes it: the row's running sum in T (rounded
// to T at each step, as c10's half and bfloat16 arithmetic is), each prefix divided by the sum,
// the last set to 1, and for each uniform sample u of [0, 1) (a double) the first category whose
// normalized prefix is not below u (a binary search). Host and device code alike: the CPU loop
// (src/cpu/multinomial.cpp) and the CUDA kernel (src/cuda/multinomial.cu) run it per row, on the
// rows plan_rows lays out. The caller has checked the row (no negative, infinite or NaN weight, a
// positive sum) and drawn the uniform samples.
#pragma once

#include <cstdint>
#include <type_traits>

#include "iteration/sampler_math.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/numeric.h"
#include "opforge/tensor_base.h"

namespace opforge::sampler {

// multinomial's dtypes: the floating ones, half and bfloat16 among them. Another raises
// NotImplementedError naming multinomial, which the stub has refused before.
template <class F>
void visit_multinomial_dtype(ScalarType dtype, F&& f) {
  visit_dtype(dtype, "multinomial", [&]<class T>(TypeTag<T>) {
    if constexpr (!is_real_sample<T> || std::is_integral_v<T>)
      raise_dtype_not_implemented("multinomial", dtype);
    else
      f(TypeTag<T>{});
  });
}

// The rows of one call: weights (1-D: one row) and result [rows, samples] or [samples], strides in
// elements; the cumulative scratch is a contiguous [rows, categories], the uniforms a contiguous
// [rows, samples].
struct RowPlan {
  int64_t rows = 1;
  int64_t categories = 0;
  int64_t samples = 0;
  int64_t weight_row = 0;  // 0 for one row
  int64_t weight_stride = 1;
  int64_t result_row = 0;  // 0 for one row
  int64_t result_stride = 1;
};

inline RowPlan plan_rows(const TensorBase& weights, const TensorBase& result) {
  const bool matrix = weights.dim() == 2;
  RowPlan plan;
  plan.rows = matrix ? weights.size(0) : 1;
  plan.categories = weights.size(-1);
  plan.samples = result.size(-1);
  plan.weight_row = matrix ? weights.stride(0) : 0;
  plan.weight_stride = weights.stride(-1);
  plan.result_row = matrix ? result.stride(0) : 0;
  plan.result_stride = result.stride(-1);
  return plan;
}

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

// Row i of the call `plan` lays out, from the start of each tensor's data.
template <class T>
OPFORGE_HOST_DEVICE void multinomial_row(const RowPlan& plan, int64_t i, const T* weights, T* cumulative,
                                         const double* uniforms, int64_t* out) {
  multinomial_row<T>(weights + i * plan.weight_row, plan.weight_stride, plan.categories,
                     cumulative + i * plan.categories, uniforms + i * plan.samples, plan.samples,
                     out + i * plan.result_row, plan.result_stride);
}

}  // namespace opforge::sampler
