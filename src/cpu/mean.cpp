// mean, mean.dim and mean.names_dim: a sum divided by the number of elements folded into each
// result (src/cpu/sum.cpp does both).
//
// mean does not promote: the input, or the dtype argument when given, must be floating or complex
// (RuntimeError "mean(): could not infer output dtype. Input dtype must be either a floating point
// or complex dtype. Got: Long"). The result has that dtype; with an out= tensor, out's dtype (which
// must equal the dtype argument when both are given). An out= tensor of an integral or bool dtype
// fails as in PyTorch, whose mean divides an integral sum in place: "result type Float can't be
// cast to the desired output type Long". A mean over no elements is NaN. Half and bfloat16 means
// are summed and divided in float and rounded once (PyTorch 1.13 rounded the sum to half first, so
// that a mean of 60000s overflowed; newer versions do not). CUDA tensors compute on their device
// (cpu::sum_into routes them to src/cuda/sum.cu).
#include "kernels/mean.h"
#include "opforge/tensor.h"
#include "cpu/sum_reduction.h"
#include "iteration/kernel_checks.h"

namespace opforge::kernels {
namespace {

bool is_floating_or_complex(ScalarType t) { return is_floating_point(t) || is_complex(t); }

Tensor mean_over(const Tensor& self, std::optional<IntArrayRef> dims, bool keepdim, std::optional<ScalarType> dtype,
                 const Tensor* out) {
  const ScalarType in_dtype = dtype.value_or(self.dtype());
  OPFORGE_CHECK(is_floating_or_complex(in_dtype), RuntimeError,
                "mean(): could not infer output dtype. {} dtype must be either a floating point or complex dtype. "
                "Got: {}",
                dtype ? "Optional" : "Input", cpp_name(in_dtype));
  const reduce::DimMask mask = reduce::make_dim_mask(dims, self.dim());
  ScalarType result_dtype = in_dtype;
  if (out) {
    if (dtype) check_out_dtype(*out, *dtype);
    result_dtype = out->dtype();
    OPFORGE_CHECK(is_floating_or_complex(result_dtype), RuntimeError,
                  "result type {} can't be cast to the desired output type {}", cpp_name(get_default_dtype()),
                  cpp_name(result_dtype));
  }
  // With a dtype argument PyTorch converts self to it first, so only that dtype must be summable
  // (sum of complex32 with dtype=float32 works; without one it raises).
  if (!dtype) cpu::check_sum_dtype(self.dtype(), self.device());
  cpu::check_sum_dtype(result_dtype, self.device());
  const Tensor result =
      make_output(reduce::reduced_shape(self.sizes(), mask, keepdim).span(), result_dtype, self.device(), out);
  cpu::sum_into(self, mask, result, /*mean=*/true);
  return result;
}

}  // namespace

Tensor mean_kernel(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out) {
  return mean_over(self, std::nullopt, /*keepdim=*/false, dtype, out);
}

Tensor mean_kernel(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype,
                   const Tensor* out) {
  return mean_over(self, dim, keepdim, dtype, out);
}


}  // namespace opforge::kernels
