// The meta step of every ops.yaml entry with a reduction promotion, generated (`kernel: {reduce:
// ...}`) or custom (sum, mean), which their generated stubs call: the dims folded, the result dtype
// of the entry's promotion, the checks PyTorch makes, and the tensors the kernel reads and writes.
// The kernel then only folds `input` over `mask` into `result`, both of the result dtype (a
// custom kernel of promotion `reduction` also reads bool and integer inputs of an int64 result).
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
  Floating,    // reduction_floating: dtype=, else out's dtype, else self's; floating or complex
};

// What an entry declares, as its stub's constant.
struct ReductionRule {
  std::string_view op;           // "amax": the op's name in PyTorch's messages
  std::string_view kernel_name;  // "max_values": the kernel's name in dtype errors ("max_values_cpu")
  ReductionDtype dtype_rule;
  bool empty_raises;       // folding no element is an error (amax, amin)
  uint64_t kernel_dtypes;  // dispatch::dtype_bits of the entry's dtypes
  bool integers_as_is;     // bool and integer inputs of an int64 result are not converted
};

struct Reduction {
  Tensor input;  // self, converted to the result dtype (unless integers_as_is applies)
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
