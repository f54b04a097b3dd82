// The meta step of every ops.yaml entry with a structured kernel (`kernel: {structured: ...}`: the
// matrix products, max), after its hand-written meta::<shape> function has checked the arguments
// and given the results' sizes: the result dtypes (the promotion's for the first result, the
// declared `outputs` dtypes for the others), the out= dtype rule, the op's dtypes on the tensors'
// device, and the result tensors. The device kernel then only computes into them. This is
// PyTorch's structured-kernel split, with the rules declared in ops.yaml.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>

#include "opforge/tensor.h"

namespace opforge::dispatch {

// What an entry declares, as its stub's constant.
struct StructuredRule {
  uint64_t cpu_dtypes;          // dispatch::dtype_bits of the entry's dtypes
  uint64_t cuda_dtypes;         // and of its cuda_dtypes
  std::string_view cpu_error;   // "addmm_impl_cpu_": the kernel's name in "\"NAME\" not implemented for 'Bool'"
  std::string_view cuda_error;  // "addmm_cuda"
  bool same_dtype;              // promotion same_dtype: every operand has the first's dtype
  // The op's own text for an out= tensor of another dtype, with {out} and {result} for the
  // dtypes' ScalarType names ("result dtype {out} does not match input dtype {result}", dot's);
  // empty: check_out_dtype's.
  std::string_view out_dtype_message;
  // The dtypes are checked only when there is work: no operand and no result is empty.
  bool empty_skips_dtype_check;
};

// The results of a structured op, in PyTorch's order of checks: each out= tensor must have its
// result's dtype ("Expected out tensor to have dtype float, but got double instead", or the rule's
// out_dtype_message); the first
// operand's dtype, which the first result takes (same_dtype, or default over that one operand),
// must be one of the op's on the operands' device; with same_dtype every other operand must have
// it ("expected scalar type Float but found Double"). results[0] gets that dtype, results[1 + i]
// extra_dtypes[i]; each is its out= tensor resized to `sizes`, or a new tensor on the first
// operand's device. `out`: nullptr, or the out= tensors in return order.
void structured_outputs(const StructuredRule& rule, IntArrayRef sizes, std::initializer_list<const Tensor*> operands,
                        const Tensor* out, std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results);

}  // namespace opforge::dispatch
