// The meta step of structured kernels (structured.h), with PyTorch's texts.
#include "dispatch/structured.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <complex>

#include "core/checked_math.h"
#include "core/device_copy.h"
#include "core/device_fill.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "iteration/mem_overlap.h"
#include "iteration/pointwise_checks.h"
#include "iteration/reduce.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/ops/mul.h"
#include "opforge/promotion.h"

namespace opforge::dispatch {
namespace {

[[noreturn]] void raise_out_dtype(const StructuredRule& rule, ScalarType out, ScalarType result) {
  raise<RuntimeError>("{}", fmt::format(fmt::runtime(rule.out_dtype_message), fmt::arg("out", cpp_name(out)),
                                        fmt::arg("result", cpp_name(result))));
}

// PyTorch's check_inplace: self is the result, so it must already have the result's dtype and
// sizes, and no two of its elements may share memory.
void use_self(const ResultShape& shape, ScalarType dtype, const Tensor& self, std::span<Tensor> results) {
  OPFORGE_CHECK(self.dtype() == dtype, RuntimeError,
                "Bad in-place call: input tensor dtype {} and output tensor dtype {} should match",
                type_meta_name(self.dtype()), type_meta_name(dtype));
  OPFORGE_CHECK(std::ranges::equal(self.sizes(), shape.sizes.span()), RuntimeError,
                "Bad in-place call: input tensor size [{}] and output tensor size [{}] should match",
                fmt::join(self.sizes(), ", "), fmt::join(shape.sizes.span(), ", "));
  assert_no_internal_overlap(self);
  results[0] = self;
}

// `Operands` is a range of const Tensor& (a list) or of const Tensor* (an initializer list).
template <class Operands, class Deref>
void outputs(const StructuredRule& rule, const ResultShape& shape, const Operands& operands, const Deref& deref,
             const Tensor* out, bool inplace, std::initializer_list<ScalarType> extra_dtypes,
             std::span<Tensor> results) {
  const Tensor& first = deref(*operands.begin());
  ScalarType common = first.dtype();
  if (rule.promotion == PromotionKind::Default) {
    ResultTypeState state;
    for (const auto& t : operands) state.add(operand_type(deref(t)));
    common = state.result();
  }
  // What the op's dtypes list: the dtype it computes in, the result's, or with `index` the first
  // operand's, whose elements it compares.
  const PromotedDtypes promoted = promoted_dtypes(rule.promotion, common);
  const ScalarType compute = promoted.compute;
  const ScalarType dtype = rule.promotion == PromotionKind::SameDtype && shape.dtype_operand > 0
                               ? deref(*(operands.begin() + shape.dtype_operand)).dtype()
                               : promoted.result;
  if (out && !inplace) {
    const ScalarType out_dtype = out[0].dtype();
    const bool ok = rule.out_cast == OutCast::Exact ? out_dtype == dtype : can_cast(dtype, out_dtype);
    if (!ok && !rule.out_dtype_message.empty()) raise_out_dtype(rule, out_dtype, dtype);
    if (rule.out_cast == OutCast::Exact) {
      check_out_dtype(out[0], dtype);
    } else {
      OPFORGE_CHECK(ok, RuntimeError, "result type {} can't be cast to the desired output type {}", cpp_name(dtype),
                    cpp_name(out_dtype));
    }
    size_t i = 1;
    for (const ScalarType extra : extra_dtypes) check_out_dtype(out[i++], extra);
  }
  const bool cuda = first.is_cuda();
  auto nothing_to_compute = [&] {
    if (checked::result_numel(shape.sizes.span()) == 0) return true;
    for (const auto& t : operands)
      if (deref(t).numel() == 0) return true;
    return false;
  };
  if (inplace) use_self(shape, dtype, out[0], results);
  if (!rule.addend && !dtype_in(compute, cuda ? rule.cuda_dtypes : rule.cpu_dtypes) && !shape.reads_no_elements &&
      !(rule.empty_skips_dtype_check && nothing_to_compute()))
    raise_dtype_not_implemented(cuda ? rule.cuda_error : rule.cpu_error, compute);
  if (rule.promotion == PromotionKind::SameDtype && !(rule.empty_skips_dtype_check && nothing_to_compute())) {
    for (const auto& t : operands)
      OPFORGE_CHECK(deref(t).dtype() == first.dtype(), RuntimeError, "expected scalar type {} but found {}",
                    cpp_name(first.dtype()), cpp_name(deref(t).dtype()));
  }
  if (inplace) return;
  if (out) {
    // An out= tensor whose elements share memory would be written racily (an expanded tensor).
    for (size_t i = 0; i < 1 + extra_dtypes.size(); ++i) {
      results[i] = make_output(shape.sizes.span(), out[i].dtype(), first.device(), out + i);
      assert_no_internal_overlap(results[i]);
    }
    return;
  }
  const TensorOptions options = TensorOptions().dtype(dtype).device(first.device());
  if (shape.memory_format != MemoryFormat::Preserve)
    results[0] = empty(shape.sizes.span(), TensorOptions(options).memory_format(shape.memory_format));
  else if (is_non_overlapping_and_dense(first.sizes(), first.strides()))
    results[0] = empty_strided(first.sizes(), first.strides(), options);
  else
    results[0] = empty(first.sizes(), TensorOptions(options).memory_format(first.suggest_memory_format()));
  size_t i = 1;
  for (const ScalarType extra : extra_dtypes)
    results[i++] = make_output(shape.sizes.span(), extra, first.device(), nullptr);
}

// PyTorch's kernels take beta and alpha with Scalar::to of the computation's type (float for half
// and bfloat16), which raises for a value it cannot hold.
void check_fits_computation(ScalarType dtype, const Scalar& value) {
  pointwise_checks::check_fits(dtype == kHalf || dtype == kBFloat16 ? kFloat : dtype, value, /*negate=*/false);
}

}  // namespace

void check_same_dtype(const Tensor& first, const Tensor& second, std::string_view text) {
  OPFORGE_CHECK(first.dtype() == second.dtype(), RuntimeError, "{}", text);
}

void structured_outputs(const StructuredRule& rule, const ResultShape& shape,
                        std::initializer_list<const Tensor*> operands, const Tensor* out, bool inplace,
                        std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results) {
  outputs(
      rule, shape, operands, [](const Tensor* t) -> const Tensor& { return *t; }, out, inplace, extra_dtypes, results);
}

void structured_outputs(const StructuredRule& rule, const ResultShape& shape, TensorList operands, const Tensor* out,
                        std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results) {
  outputs(
      rule, shape, operands, [](const Tensor& t) -> const Tensor& { return t; }, out, false, extra_dtypes, results);
}

void zero_results(std::span<Tensor> results) {
  for (const Tensor& r : results) fill_zero_bytes(r);
}

DimVector wrap_dim_list(IntArrayRef dims, int64_t ndim) { return reduce::wrap_dims(dims, ndim).dims; }

void copy_start(const Tensor& self, const Tensor& result) {
  // copy_elements, not copy_: the result takes the op's names after the kernel, not self's now.
  if (!self.is_same(result) && result.numel() != 0) copy_elements(result, self);
}

bool prepare_addend(const StructuredRule& rule, const ResultShape& shape, const Tensor& addend, const Scalar& beta,
                    const Scalar& alpha, const Tensor& result) {
  const bool inplace = addend.is_same(result);
  const Tensor expanded = inplace ? addend : addend.expand(shape.sizes.span());
  const bool beta_zero = beta.to_complex() == std::complex<double>(0);
  if (shape.reads_no_elements && shape.addend_at_own_sizes && !beta_zero) {
    Tensor written = result;
    mul_out(written, addend, full({}, beta, TensorOptions().dtype(addend.dtype())));
    return false;
  }
  if (result.numel() == 0) return false;
  if (shape.reads_no_elements) {
    if (beta_zero) {
      result.zero_();
    } else {
      if (!inplace) copy_elements(result, expanded);
      result.mul_(beta);
    }
    return false;
  }
  const ScalarType dtype = result.dtype();
  const bool cuda = result.is_cuda();
  if (!dtype_in(dtype, cuda ? rule.cuda_dtypes : rule.cpu_dtypes))
    raise_dtype_not_implemented(cuda ? rule.cuda_error : rule.cpu_error, dtype);
  check_fits_computation(dtype, alpha);
  check_fits_computation(dtype, beta);
  // copy_elements, not copy_: the result takes the op's names after the kernel, not self's now.
  if (!beta_zero && !inplace) copy_elements(result, expanded);
  return true;
}

}  // namespace opforge::dispatch
