// The meta step of the sorts and selections (ops.yaml `kernel: {sort: ...}`: sort, argsort, topk,
// kthvalue, median, nanmedian, mode), which their generated stubs call: the dim, PyTorch's checks
// in its order, and the tensors the kernel reads and writes. The kernel then only sorts each line
// of `input` along `dim` and writes what `selection` picks into `kernel_values` (self's dtype) and
// `kernel_indices` (int64).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "iteration/sort_select.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

// PyTorch's text for an out= tensor of another dtype than a result's ({out} and {result}: the
// dtypes' C++ names, 'Float'; {out_tensor} and {result_tensor}: their legacy type names,
// opforge.FloatTensor), for result 0 (values) or 1 (indices).
struct OutDtypeText {
  int result = -1;  // -1: none
  std::string_view text;
};

// What an entry declares, as its stub's constant.
struct SortRule {
  std::string_view kernel_name;  // in dtype errors: "sorting_kernel_method_name" (PyTorch's)
  uint64_t kernel_dtypes;        // dispatch::dtype_bits of the entry's dtypes
  bool returns_values;           // sort; argsort returns only the indices
  sort_select::Pick pick = sort_select::Pick::All;
  // The out= dtype texts in PyTorch's order of checks; without them, check_out_dtype's text for
  // values, then indices.
  std::array<OutDtypeText, 2> out_texts{};
};

// The stub's arguments: the entry's dim (none: all elements, median()), k (topk: how many;
// kthvalue: 1-based), descending (sort: descending; topk: largest), keepdim, and stable= (nullopt:
// RuntimeError, as PyTorch's sort.stable).
struct SortArgs {
  std::optional<int64_t> dim;
  int64_t k = 0;
  bool descending = false;
  bool keepdim = false;
  std::optional<bool> stable = false;
};

struct Sort {
  Tensor input;                      // self, or (all elements) self flattened
  int64_t dim = 0;                   // wrapped
  sort_select::Selection selection;  // what each line's sorted elements give
  bool runs_kernel = true;           // false where the results are already written: median() of nothing, mode of
                                     // nothing or of one element
  Tensor values;                     // out[0] (resized), or a new tensor; argsort's, a new one the kernel fills too
  Tensor indices;                    // out[1] (argsort: out[0]) resized, or a new int64 tensor
  TensorBase kernel_values;          // values and indices with the input's rank (dim kept)
  TensorBase kernel_indices;
};

// Plans the selection of `self` by `args` into `out` (nullptr, or the out= tensors in return order),
// with PyTorch's errors: an IndexError for a dim out of range or (kthvalue, median, mode) of size 0,
// a RuntimeError for k out of range and for out= tensors of other dtypes than self's and int64, the
// entry's dtype error.
Sort plan_sort(const SortRule& rule, const Tensor& self, const SortArgs& args, const Tensor* out);

}  // namespace opforge::dispatch
