// The meta step of every ops.yaml entry with a structured kernel (`kernel: {structured: ...}`: the
// matrix products), after its hand-written meta::<shape> function has checked the arguments and
// given the result's sizes: the result dtype (`promotion: same_dtype`), the out= dtype rule, the
// op's dtypes on the tensors' device, and the result tensor. The device kernel then only computes
// into it. This is PyTorch's structured-kernel split, with the rules declared in ops.yaml.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string_view>

#include "opforge/tensor.h"

namespace opforge::dispatch {

// What an entry declares, as its stub's constant.
struct StructuredRule {
  uint64_t cpu_dtypes;          // dispatch::dtype_bits of the entry's dtypes
  uint64_t cuda_dtypes;         // and of its cuda_dtypes
  std::string_view cpu_error;   // "addmm_impl_cpu_": the kernel's name in "\"NAME\" not implemented for 'Bool'"
  std::string_view cuda_error;  // "addmm_cuda"
};

// The result of an op of promotion same_dtype, in PyTorch's order of checks: out='s dtype must be
// the first operand's ("Expected out tensor to have dtype float, but got double instead"); that
// dtype must be one of the op's on the operands' device; every other operand must have it
// ("expected scalar type Float but found Double"). Returns out, resized to `sizes`, or a new
// tensor on the first operand's device.
Tensor structured_output(const StructuredRule& rule, IntArrayRef sizes, std::initializer_list<const Tensor*> operands,
                         const Tensor* out);

}  // namespace opforge::dispatch
