// The meta step of structured kernels (structured.h), with PyTorch's texts.
#include "dispatch/structured.h"

#include <fmt/format.h>

#include "core/checked_math.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "iteration/mem_overlap.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/promotion.h"

namespace opforge::dispatch {
namespace {

[[noreturn]] void raise_out_dtype(const StructuredRule& rule, ScalarType out, ScalarType result) {
  raise<RuntimeError>("{}", fmt::format(fmt::runtime(rule.out_dtype_message), fmt::arg("out", cpp_name(out)),
                                        fmt::arg("result", cpp_name(result))));
}

// `Operands` is a range of const Tensor& (a list) or of const Tensor* (an initializer list).
template <class Operands, class Deref>
void outputs(const StructuredRule& rule, const ResultShape& shape, const Operands& operands, const Deref& deref,
             const Tensor* out, std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results) {
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
  const ScalarType compute = promoted.compute, dtype = promoted.result;
  if (out) {
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
  if (!dtype_in(compute, cuda ? rule.cuda_dtypes : rule.cpu_dtypes) && !shape.reads_no_elements &&
      !(rule.empty_skips_dtype_check && nothing_to_compute()))
    raise_dtype_not_implemented(cuda ? rule.cuda_error : rule.cpu_error, compute);
  if (rule.promotion == PromotionKind::SameDtype) {
    for (const auto& t : operands)
      OPFORGE_CHECK(deref(t).dtype() == dtype, RuntimeError, "expected scalar type {} but found {}", cpp_name(dtype),
                    cpp_name(deref(t).dtype()));
  }
  if (out) {
    // An out= tensor whose elements share memory would be written racily (an expanded tensor).
    for (size_t i = 0; i < 1 + extra_dtypes.size(); ++i) {
      results[i] = make_output(shape.sizes.span(), out[i].dtype(), first.device(), out + i);
      assert_no_internal_overlap(results[i]);
    }
    return;
  }
  results[0] =
      empty(shape.sizes.span(), TensorOptions().dtype(dtype).device(first.device()).memory_format(shape.memory_format));
  size_t i = 1;
  for (const ScalarType extra : extra_dtypes)
    results[i++] = make_output(shape.sizes.span(), extra, first.device(), nullptr);
}

}  // namespace

void structured_outputs(const StructuredRule& rule, const ResultShape& shape,
                        std::initializer_list<const Tensor*> operands, const Tensor* out,
                        std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results) {
  outputs(
      rule, shape, operands, [](const Tensor* t) -> const Tensor& { return *t; }, out, extra_dtypes, results);
}

void structured_outputs(const StructuredRule& rule, const ResultShape& shape, TensorList operands, const Tensor* out,
                        std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results) {
  outputs(
      rule, shape, operands, [](const Tensor& t) -> const Tensor& { return t; }, out, extra_dtypes, results);
}

}  // namespace opforge::dispatch
