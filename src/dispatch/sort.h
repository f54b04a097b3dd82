// The meta step of the sorts (ops.yaml `kernel: {sort: ...}`: sort, argsort), which their generated
// stubs call: the dim, PyTorch's checks, and the tensors the kernel reads and writes. The kernel
// then only sorts `input` along `dim` into `values` (self's dtype) and `indices` (int64).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "opforge/tensor.h"

namespace opforge::dispatch {

// What an entry declares, as its stub's constant.
struct SortRule {
  std::string_view kernel_name;  // in dtype errors: "sorting_kernel_method_name" (PyTorch's)
  uint64_t kernel_dtypes;        // dispatch::dtype_bits of the entry's dtypes
  bool returns_values;           // sort; argsort returns only the indices
};

struct Sort {
  Tensor input;
  int64_t dim = 0;  // wrapped
  Tensor values;    // out[0] (resized), or a new tensor; argsort's, a new one the kernel fills too
  Tensor indices;   // out[1] (argsort: out[0]) resized, or a new int64 tensor
};

// Plans the sort of `self` along `dim` (PyTorch's IndexError out of range) into `out` (nullptr, or
// the out= tensors in return order: PyTorch's error for another dtype than self's or int64).
// `stable` is the entry's stable= argument (nullopt: RuntimeError, as PyTorch's sort.stable).
Sort plan_sort(const SortRule& rule, const Tensor& self, int64_t dim, std::optional<bool> stable, const Tensor* out);

}  // namespace opforge::dispatch
