// The meta step of the reductions ops.yaml declares with `kernel: {reduce: ...}`, which their
// generated stubs call: the dims folded, the result dtype of the entry's reduction promotion, the
// checks PyTorch makes, and the tensors the kernel reads and writes. The kernel then only folds
// `input` over `mask` into `result`, both of the result dtype.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "iteration/dim_mask.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

// The promotion rules of ops.yaml's reductions (codegen/frontend/vocabulary.h).
enum class ReductionDtype {
  Promote,     // reduction: dtype=, else out's dtype, else self's with bool and integers as int64
  KeepsDtype,  // reduction_keeps_dtype: self's dtype; out must have it
  ToBool,      // reduction_to_bool: bool (uint8 for uint8 self; out bool or uint8)
};

// What an entry declares, as its stub's constant.
struct ReductionRule {
  std::string_view op;           // "amax": the op's name in PyTorch's messages
  std::string_view kernel_name;  // "max_values": the kernel's name in dtype errors ("max_values_cpu")
  ReductionDtype dtype_rule;
  bool empty_raises;             // folding no element is an error (amax, amin)
  uint64_t kernel_dtypes;        // dispatch::dtype_bits of the entry's dtypes
};

struct Reduction {
  Tensor input;  // self, converted to the result dtype
  reduce::DimMask mask;
  Tensor result;  // out (resized), or a new tensor
};

// Plans the reduction of `self` over `dim` (nullopt or empty: every dim; PyTorch's IndexError for a
// dim out of range and RuntimeError for a repeated one), kept as size 1 with `keepdim`. Raises
// PyTorch's errors for an out= tensor of the wrong dtype, a result dtype outside the kernel's
// dtypes ("\"prod_cpu\" not implemented for 'Half'") and, where the rule says so, folding no
// element ("amax(): Expected reduction dim 0 to have non-zero size.").
Reduction plan_reduction(const ReductionRule& rule, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim,
                         std::optional<ScalarType> dtype, const Tensor* out);

}  // namespace opforge::dispatch
