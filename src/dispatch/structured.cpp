// The meta step of structured kernels (structured.h), with PyTorch's texts.
#include "dispatch/structured.h"

#include <fmt/format.h>

#include "core/checked_math.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::dispatch {

void structured_outputs(const StructuredRule& rule, IntArrayRef sizes, std::initializer_list<const Tensor*> operands,
                        const Tensor* out, std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results) {
  const Tensor& first = **operands.begin();
  const ScalarType dtype = first.dtype();
  if (out && !rule.out_dtype_message.empty()) {
    OPFORGE_CHECK(out[0].dtype() == dtype, RuntimeError, "{}",
                  fmt::format(fmt::runtime(rule.out_dtype_message), fmt::arg("out", cpp_name(out[0].dtype())),
                              fmt::arg("result", cpp_name(dtype))));
  } else if (out) {
    check_out_dtype(out[0], dtype);
  }
  if (out) {
    size_t i = 1;
    for (const ScalarType extra : extra_dtypes) check_out_dtype(out[i++], extra);
  }
  const bool cuda = first.is_cuda();
  auto empty = [&] {
    if (checked::result_numel(sizes) == 0) return true;
    for (const Tensor* t : operands)
      if (t->numel() == 0) return true;
    return false;
  };
  if (!dtype_in(dtype, cuda ? rule.cuda_dtypes : rule.cpu_dtypes) && !(rule.empty_skips_dtype_check && empty()))
    raise_dtype_not_implemented(cuda ? rule.cuda_error : rule.cpu_error, dtype);
  if (rule.same_dtype) {
    for (const Tensor* t : operands)
      OPFORGE_CHECK(t->dtype() == dtype, RuntimeError, "expected scalar type {} but found {}", cpp_name(dtype),
                    cpp_name(t->dtype()));
  }
  results[0] = make_output(sizes, dtype, first.device(), out);
  size_t i = 1;
  for (const ScalarType extra : extra_dtypes) {
    results[i] = make_output(sizes, extra, first.device(), out ? out + i : nullptr);
    ++i;
  }
}

}  // namespace opforge::dispatch
