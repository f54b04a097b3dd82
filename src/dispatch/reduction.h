// The meta step of every ops.yaml entry with a reduction promotion, generated (`kernel: {reduce:
// ...}`) or custom (sum, mean), which their generated stubs call: the dims folded, the result dtype
// of the entry's promotion, the checks PyTorch makes, and the tensors the kernel reads and writes.
// The kernel then only folds `input` over `mask` into `result`, both of the result dtype (a
// custom kernel of promotion `reduction` also reads bool and integer inputs of an int64 result).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "iteration/dim_mask.h"
#include "iteration/promotion_kind.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

// The dtype of a reducer's result (ops.yaml `results:`), from the dtype it computes in.
enum class ResultDtype : uint8_t {
  Computed,  // the computed dtype (var_mean's mean)
  Real,      // its real dtype: float for complex64 (var, std)
  Index,     // int64: positions along a dim (a scanner's indices: cummax)
};

// What an entry declares, as its stub's constant.
struct ReductionRule {
  std::string_view op;           // "amax": the op's name in PyTorch's messages
  std::string_view kernel_name;  // "max_values": the kernel's name in dtype errors ("max_values_cpu")
  // Reduction (dtype=, else out's dtype, else promoted_dtypes': bool and integers as int64),
  // ReductionKeepsDtype (self's; out must have it), ReductionToBool (bool, uint8 for uint8; out bool
  // or uint8) or ReductionFloating (dtype=, else out's, else self's; floating or complex).
  PromotionKind promotion;
  bool empty_raises;       // folding no element is an error (amax, amin)
  uint64_t kernel_dtypes;  // dispatch::dtype_bits of the entry's dtypes
  bool integers_as_is;     // bool and integer inputs of an int64 result are not converted
  // A reducer kernel's: its results (out points to as many tensors) and their dtypes; with
  // casts_into_out (inplace_cast unsafe), results are computed in their own dtypes and cast into
  // out= tensors of any dtype, as PyTorch's var does.
  uint8_t results = 1;
  std::array<ResultDtype, 2> result_dtypes{};
  bool casts_into_out = false;
  // A scan's: an empty or 0-dim self still has its dim wrapped and its dtype checked
  // (logcumsumexp's `empty: checks`; cumsum and cummax skip both there).
  bool empty_checks = false;
  // A declared fold whose every empty input gives its identity (prod's 1; no finalize): PyTorch
  // fills the result with it and runs no kernel, so no dtype check either (an empty float16 prod
  // is 1 where a non-empty one is "\"prod_cpu\" not implemented for 'Half'").
  std::optional<double> empty_fill{};
};

struct Reduction {
  Tensor input;  // self, converted to the result dtype (unless integers_as_is applies)
  reduce::DimMask mask;
  Tensor result;  // out (resized), or a new tensor
  Tensor second;  // a reducer's second result (var_mean's mean)
  // The out= tensors of another dtype than their result's, which receive it after the kernel.
  std::array<const Tensor*, 2> cast_into{};
  bool runs_kernel = true;  // false where the rule's empty_fill has filled the result
};

// The result dtype of `rule` for self, dtype= and out= (PyTorch's errors for an out= tensor of
// another dtype where the rule has one). The scans (dispatch/scan.h) share it.
ScalarType reduction_result_dtype(const ReductionRule& rule, const Tensor& self, std::optional<ScalarType> dtype,
                                  const Tensor* out);

// Plans the reduction of `self` over `dim` (nullopt or empty: every dim; PyTorch's IndexError for a
// dim out of range and RuntimeError for a repeated one), kept as size 1 with `keepdim`. Raises
// PyTorch's errors for an out= tensor of the wrong dtype, a result dtype outside the kernel's
// dtypes ("\"prod_cpu\" not implemented for 'Half'") and, where the rule says so, folding no
// element ("amax(): Expected reduction dim 0 to have non-zero size.").
Reduction plan_reduction(const ReductionRule& rule, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim,
                         std::optional<ScalarType> dtype, const Tensor* out);

// After the kernel: each result computed apart from its out= tensor is resized into it and cast
// (copy_), and the result becomes the out= tensor. Nothing to do without out=.
void write_cast_results(Reduction& r);

}  // namespace opforge::dispatch
