// norm (.Scalar, .ScalarOpt_dtype, .ScalarOpt_dim, .ScalarOpt_dim_dtype; the .names_ overloads'
// stubs resolve the names): PyTorch 1.13's p-norm of self over dim (every dim when the list is
// empty), p = 2 when None, with its rules:
// - without dtype=, self must be floating or complex ("norm(): input dtype should be either
//   floating point or complex. Got Long instead."); with it, dtype= must be ("norm(): the desired
//   output dtype should be either floating point or complex. Got Int instead.") and self may be any;
// - the result dtype is the out= tensor's, else dtype=, else self's real dtype (complex64 gives
//   float32); a real self is converted to it and computed in it (float for float16 and bfloat16,
//   PyTorch's accumulation type), so an integral out= tensor is its kernel's "\"norm_cpu\" not
//   implemented for 'Long'"; a complex self is computed from its magnitudes;
// - p = 0 counts the elements that are not zero (NaN among them), 1 sums |x|, 2 is the square root
//   of the sum of |x|^2, inf and -inf are the largest and the smallest |x| (NaN wins), any other p
//   is (sum |x|^p)^(1/p), with no scaling (1e30 and 1e30 give inf in float32, as PyTorch's);
// - an empty self gives zeros whatever p (its sum of nothing), with its dims checked;
// - a complex p is PyTorch's "norm_kernel_tensor_iterator_impl expects norm to be integer or float".
// Named tensors are refused by the stubs (ops.yaml: PyTorch 1.13 has no named-tensor norm).
#include "kernels/norm.h"

#include <cmath>
#include <limits>

#include "cpu/sum_reduction.h"
#include "cuda/kernels.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "iteration/reduce.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

bool floating_or_complex(ScalarType t) { return is_floating_point(t) || is_complex(t); }

// |x| of self, in `compute` (a real dtype).
Tensor magnitudes(const Tensor& self, ScalarType compute) {
  const Tensor a = self.abs();
  return a.dtype() == compute ? a : a.to(compute);
}

// The sum of |x| or x * x of `a` (float or double) over dim in one pass, each element mapped as
// it is read (reducers.h's PowerSumReducer on the device's reduction loop).
Tensor power_sum(const Tensor& a, IntArrayRef dim, bool keepdim, reduce::PowerSum p) {
  const reduce::DimMask mask = reduce::make_dim_mask(dim, a.dim());
  const Tensor result =
      empty(reduce::reduced_shape(a.sizes(), mask, keepdim), TensorOptions().dtype(a.dtype()).device(a.device()));
  if (a.is_cuda()) {
#ifdef OPFORGE_HAS_CUDA
    cuda::power_sum_into(a, mask, result, p);
#else
    dispatch::raise_built_without_cuda_kernels("norm");
#endif
  } else {
    cpu::power_sum_into(a, mask, result, p);
  }
  return result;
}

// The p-norm of `input` (floating or complex) over dim, in the real dtype `compute`.
Tensor p_norm(const Tensor& input, double p, IntArrayRef dim, bool keepdim, ScalarType compute) {
  if (p == 0) return input.ne(0).sum(dim, keepdim, compute);
  // p = 1 of a real input and p = 2 fold in one pass, without writing |x| and |x|^2 first; the
  // meta device and empty inputs take the ops below (no kernel to run).
  const bool one_pass = input.numel() > 0 && !input.is_meta() && (p == 2 || (p == 1 && !input.is_complex()));
  if (one_pass && !input.is_complex()) {
    const Tensor x = input.dtype() == compute ? input : input.to(compute);
    if (p == 1) return power_sum(x, dim, keepdim, reduce::PowerSum::abs);
    return power_sum(x, dim, keepdim, reduce::PowerSum::square).sqrt_();
  }
  const Tensor a = magnitudes(input, compute);
  if (one_pass) return power_sum(a, dim, keepdim, reduce::PowerSum::square).sqrt_();
  if (input.numel() == 0 || p == 1) return a.sum(dim, keepdim);
  if (p == 2) return a.mul(a).sum(dim, keepdim).sqrt();
  if (p == std::numeric_limits<double>::infinity()) return a.amax(dim, keepdim);
  if (p == -std::numeric_limits<double>::infinity()) return a.amin(dim, keepdim);
  return a.pow(p).sum(dim, keepdim).pow(1 / p);
}

Tensor norm_of(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim,
               std::optional<ScalarType> dtype, const Tensor* out) {
  if (dtype) {
    OPFORGE_CHECK(floating_or_complex(*dtype), RuntimeError,
                  "norm(): the desired output dtype should be either floating point or complex. Got {} instead.",
                  cpp_name(*dtype));
  } else {
    OPFORGE_CHECK(floating_or_complex(self.dtype()), RuntimeError,
                  "norm(): input dtype should be either floating point or complex. Got {} instead.",
                  cpp_name(self.dtype()));
  }
  (void)reduce::make_dim_mask(dim, self.dim());  // PyTorch's meta step: the dims before the kernel's dtype
  const ScalarType result = out ? out->dtype() : dtype ? *dtype : to_real_value_type(self.dtype());
  if (out) check_same_device(out->device(), self.device());
  // PyTorch's kernel computes in the result dtype, whatever dtype= says (an integral out= tensor
  // has no kernel), where there is something to fold.
  if (!floating_or_complex(result) && self.numel() > 0) {
    raise_dtype_not_implemented(self.is_cuda() ? "norm_cuda" : "norm_cpu", result);
  }
  OPFORGE_CHECK(!p || !p->is_complex(), RuntimeError,
                "norm_kernel_tensor_iterator_impl expects norm to be integer or float");
  // The input as PyTorch's reduction reads it: converted to dtype=, else a real one to the result
  // dtype; a complex one gives its magnitudes.
  const ScalarType input_dtype = dtype ? *dtype : self.is_complex() ? self.dtype() : result;
  const Tensor input = self.dtype() == input_dtype ? self : self.to(input_dtype);
  const ScalarType real = to_real_value_type(result);
  const ScalarType compute = real == ScalarType::Half || real == ScalarType::BFloat16 ? ScalarType::Float : real;
  const Tensor norm = p_norm(input, p ? p->to_double() : 2.0, dim, keepdim, compute);
  if (!out) return norm.dtype() == result ? norm : norm.to(result);
  resize_out(*out, norm.sizes());
  out->copy_(norm);
  return *out;
}

}  // namespace

Tensor norm(const Tensor& self, const Scalar& p, const Tensor* out) {
  return norm_of(self, p, {}, false, std::nullopt, out);
}

Tensor norm_dtype(const Tensor& self, const std::optional<Scalar>& p, ScalarType dtype, const Tensor* out) {
  return norm_of(self, p, {}, false, dtype, out);
}

Tensor norm_dim(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim, const Tensor* out) {
  return norm_of(self, p, dim, keepdim, std::nullopt, out);
}

Tensor norm_dim_dtype(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dim, bool keepdim,
                      ScalarType dtype, const Tensor* out) {
  return norm_of(self, p, dim, keepdim, dtype, out);
}

}  // namespace opforge::composite
