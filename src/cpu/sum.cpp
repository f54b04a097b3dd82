// sum, sum.dim_IntList and sum.dim_DimnameList, and the summation mean shares.
//
// The result dtype is PyTorch's reduction promotion: the dtype argument when given, else out's
// dtype for the out variant, else self's dtype with bool and integers promoted to int64. An out=
// tensor must have the dtype argument's dtype when both are given. An empty dim list folds every
// dim, as dim=None does. CUDA tensors are summed on their device (src/cuda/sum.cu).

#include "kernels/sum.h"
#include "opforge/tensor.h"
#include "cpu/sum_reduction.h"
#ifdef OPFORGE_HAS_CUDA
#include "cuda/kernels.h"
#endif
#include "iteration/kernel_checks.h"

namespace opforge {
namespace cpu {

void sum_into(const Tensor& self, const reduce::DimMask& mask, const Tensor& result, bool mean) {
  // Both loops read the result's dtype, or bool and integers into int64, as they are.
  const ScalarType out = result.dtype();
  const bool reads_as_is = self.dtype() == out || (out == kLong && is_integral(self.dtype(), /*include_bool=*/true));
  if (!reads_as_is) return sum_into(self.to(out), mask, result, mean);
#ifdef OPFORGE_HAS_CUDA
  if (result.is_cuda()) return cuda::sum_into(self, mask, result, mean);
#endif
  sum_converted_into(self, mask, result, mean);
}

}  // namespace cpu

namespace kernels {
namespace {

Tensor sum_over(const Tensor& self, std::optional<IntArrayRef> dims, bool keepdim, std::optional<ScalarType> dtype,
                const Tensor* out) {
  const reduce::DimMask mask = reduce::make_dim_mask(dims, self.dim());
  ScalarType result_dtype;
  if (out) {
    if (dtype) check_out_dtype(*out, *dtype);
    result_dtype = out->dtype();
  } else {
    result_dtype = dtype.value_or(is_integral(self.dtype(), /*include_bool=*/true) ? kLong : self.dtype());
  }
  // With a dtype argument PyTorch converts self to it first, so only that dtype must be summable
  // (sum of complex32 with dtype=float32 works; without one it raises).
  if (!dtype) cpu::check_sum_dtype(self.dtype(), self.device());
  cpu::check_sum_dtype(result_dtype, self.device());
  const Tensor result =
      make_output(reduce::reduced_shape(self.sizes(), mask, keepdim).span(), result_dtype, self.device(), out);
  cpu::sum_into(self, mask, result, /*mean=*/false);
  return result;
}

}  // namespace

Tensor sum_kernel(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out) {
  return sum_over(self, std::nullopt, /*keepdim=*/false, dtype, out);
}

Tensor sum_kernel(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype,
                  const Tensor* out) {
  return sum_over(self, dim, keepdim, dtype, out);
}


}  // namespace kernels
}  // namespace opforge
