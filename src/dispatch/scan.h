// The meta step of the scans (ops.yaml `kernel: {scan: ...}`: cumsum, cumprod), which their
// generated stubs call: the dim, the result dtype by the entry's reduction rule (dtype=, else out's
// dtype, else self's with bool and integers as int64: PyTorch's meta_func_cum_ops), the in-place
// rule, and the tensors the kernel reads and writes. The kernel then only scans `input` along
// `dim` into `result`, both of the result dtype.
#pragma once

#include <cstdint>
#include <optional>

#include "dispatch/reduction.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

struct Scan {
  Tensor input;              // self, converted to the result dtype
  int64_t dim = 0;           // wrapped
  Tensor result;             // out (resized; self in place), or a new tensor
  Tensor indices;            // a scanner's second result (cummax's): out[1] resized, or a new int64 tensor
  bool runs_kernel = false;  // false where nothing is left to compute (an empty or 0-dim self)
};

// Plans the scan of `self` along `dim` (PyTorch's IndexError out of range) into `out` (nullptr, an
// out= tensor, or &self in place: "Bad in-place call: ..." for a dtype= other than self's). A
// 0-dim self is its own scan, copied here, and an empty one has nothing to scan: as PyTorch, they
// skip the kernel and its dtypes ("\"cumsum_out_cpu\" not implemented for 'Bool'" otherwise),
// unless the rule's empty_checks says that PyTorch checks the dtype there too (logcumsumexp). A
// scan that keeps self's dtype takes out= tensors of that dtype only ("expected scalar_type Float
// but found Double").
// A scanner's (rule.results == 2: cummax) results are values of self's dtype and int64 indices,
// whose out= tensors must have those dtypes ("expected scalar_type Float but found Double").
Scan plan_scan(const ReductionRule& rule, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype,
               const Tensor* out);

}  // namespace opforge::dispatch
