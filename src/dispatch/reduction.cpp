// The meta step of reductions (reduction.h), PyTorch's rules and texts: the result dtype of
// sum/prod's get_dtype_from_result and infer_dtype_from_optional, amax's "Expected the dtype for
// input and out to match", all/any's bool-or-uint8 result, mean's floating-only dtypes, and
// zero_numel_check_dims.
#include "dispatch/reduction.h"

#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "iteration/reduce.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::dispatch {
namespace {

// PyTorch's zero_numel_check_dims, for an input without elements.
void check_folds_elements(std::string_view op, const Tensor& self, std::optional<IntArrayRef> dim) {
  OPFORGE_CHECK(dim && !dim->empty(), RuntimeError,
                "{}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with "
                "the 'dim' argument.",
                op);
  for (const int64_t d : *dim) {
    // Each dim in turn, its range checked as it is used (before the list's duplicates).
    const int64_t wrapped = wrap_dim(d, self.dim());
    OPFORGE_CHECK(self.dim() == 0 || self.sizes()[static_cast<size_t>(wrapped)] != 0, IndexError,
                  "{}(): Expected reduction dim {} to have non-zero size.", op, d);
  }
}

bool is_floating_or_complex(ScalarType t) { return is_floating_point(t) || is_complex(t); }

// The dtype a reducer computes in when its results are cast into out= tensors of floating or
// complex dtypes (PyTorch 1.13's kernels, recorded in tests/golden/ops/var*.yaml): a real self is
// converted to the out= tensors' dtype (float16 out= rounds self to float16 first; float64 out=
// keeps every digit), a complex self computes its parts in the out= tensor's precision
// (std_var_out folds real and imaginary parts into it). Several results (var_mean.out) are
// computed in self's dtype and cast, as is a result into an out= of another kind (int64).
ScalarType cast_compute_dtype(const ReductionRule& rule, const Tensor& self, const Tensor* out) {
  const bool complex_self = is_complex(self.dtype());
  if (rule.results > 1) return self.dtype();
  ScalarType c = to_real_value_type(out[0].dtype());
  const ScalarType o = out[0].dtype();
  if ((!is_floating_point(o) && !is_complex(o)) || (!complex_self && is_complex(o))) return self.dtype();
  return complex_self ? to_complex_type(c) : c;
}

}  // namespace

ScalarType reduction_result_dtype(const ReductionRule& rule, const Tensor& self, std::optional<ScalarType> dtype,
                                  const Tensor* out) {
  switch (rule.promotion) {
    case PromotionKind::Reduction:
      if (out) {
        if (dtype) check_out_dtype(*out, *dtype);
        return out->dtype();
      }
      return dtype.value_or(promoted_dtypes(rule.promotion, self.dtype()).result);
    case PromotionKind::ReductionKeepsDtype:
      if (out && rule.casts_into_out) return cast_compute_dtype(rule, self, out);
      OPFORGE_CHECK(!out || out->dtype() == self.dtype(), RuntimeError,
                    "Expected the dtype for input and out to match, but got {} for input's dtype and {} for out's "
                    "dtype.",
                    cpp_name(self.dtype()), cpp_name(out->dtype()));
      return self.dtype();
    case PromotionKind::ReductionToBool:
      if (out) {
        OPFORGE_CHECK(out->dtype() == ScalarType::Bool || out->dtype() == ScalarType::UInt8, RuntimeError,
                      "{} only supports bool tensor for result, got: {}", rule.op, cpp_name(out->dtype()));
        return out->dtype();
      }
      return promoted_dtypes(rule.promotion, self.dtype()).result;
    case PromotionKind::ReductionFloating: {
      const ScalarType in = dtype.value_or(self.dtype());
      OPFORGE_CHECK(is_floating_or_complex(in), RuntimeError,
                    "{}(): could not infer output dtype. {} dtype must be either a floating point or complex dtype. "
                    "Got: {}",
                    rule.op, dtype ? "Optional" : "Input", cpp_name(in));
      if (!out) return in;
      if (dtype) check_out_dtype(*out, *dtype);
      // PyTorch divides the sum in place, in the out= tensor.
      OPFORGE_CHECK(is_floating_or_complex(out->dtype()), RuntimeError,
                    "result type {} can't be cast to the desired output type {}", cpp_name(get_default_dtype()),
                    cpp_name(out->dtype()));
      return out->dtype();
    }
    default: break;  // the elementwise and structured kinds are not a reduction's
  }
  return self.dtype();
}

Reduction plan_reduction(const ReductionRule& rule, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim,
                         std::optional<ScalarType> dtype, const Tensor* out) {
  // PyTorch's order: the result dtype, elements to fold (each dim's range and size), the dims (the
  // duplicates), then the kernel's dtypes. Every rule computes in
  // the result dtype: PyTorch converts the input to it (all and any into a uint8 out= tensor read
  // 0.25 as 0).
  // A dtype= argument outside the enum, or Undefined: "Unrecognized ScalarType: ...".
  if (dtype) check_tensor_dtype(*dtype);
  const ScalarType result = reduction_result_dtype(rule, self, dtype, out);
  Reduction r;
  if (rule.empty_raises && self.numel() == 0) check_folds_elements(rule.op, self, dim);
  r.mask = reduce::make_dim_mask(dim, self.dim());
  r.runs_kernel = !(rule.empty_fill && self.numel() == 0);
  if (r.runs_kernel && !dtype_in(result, rule.kernel_dtypes)) {
    raise_dtype_not_implemented(fmt::format("{}_{}", rule.kernel_name, self.is_cuda() ? "cuda" : "cpu"), result);
  }
  const DimVector shape = reduce::reduced_shape(self.sizes(), r.mask, keepdim);
  if (rule.results == 1 && !rule.casts_into_out && rule.result_dtypes[0] == ResultDtype::Computed) {
    r.result = make_output(shape.span(), result, self.device(), out);
  } else {
    Tensor* results[] = {&r.result, &r.second};
    for (size_t k = 0; k < rule.results; ++k) {
      const ScalarType t = rule.result_dtypes[k] == ResultDtype::Real ? to_real_value_type(result) : result;
      const Tensor* o = out ? &out[k] : nullptr;
      if (o && rule.casts_into_out && o->dtype() != t) {
        check_same_device(self.device(), o->device());
        r.cast_into[k] = o;
        o = nullptr;
      }
      *results[k] = make_output(shape.span(), t, self.device(), o);
    }
  }
  const bool as_is = self.dtype() == result || (rule.integers_as_is && result == ScalarType::Int64 &&
                                                is_integral(self.dtype(), /*include_bool=*/true));
  r.input = as_is ? self : self.to(result);
  if (!r.runs_kernel && !r.result.is_meta()) r.result.fill_(*rule.empty_fill);
  return r;
}

void write_cast_results(Reduction& r) {
  Tensor* results[] = {&r.result, &r.second};
  for (size_t k = 0; k < r.cast_into.size(); ++k) {
    if (!r.cast_into[k]) continue;
    Tensor written = make_output(results[k]->sizes(), r.cast_into[k]->dtype(), results[k]->device(), r.cast_into[k]);
    if (!written.is_meta()) written.copy_(*results[k]);
    *results[k] = written;
  }
}

}  // namespace opforge::dispatch
