// The CPU loop of the sorts and selections (ops.yaml `kernel: {sort: ...}`: sort, argsort, topk,
// kthvalue, median, mode): each line of the input along one dim (iteration/scan_layout.h's lines,
// the scans' geometry) is sorted stably by the keys of iteration/sort_order.h, and what the entry
// selects of it (iteration/sort_select.h) is written as values and the indices along dim of the
// elements they came from. The CUDA kernel (cuda/sort.cuh) sorts and selects the same way.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "iteration/reducers.h"
#include "iteration/scan_layout.h"
#include "iteration/sort_order.h"
#include "iteration/sort_select.h"
#include "opforge/parallel.h"

namespace opforge::sort {

// Sorts each line of `input` (elements T) along the wrapped `dim` and writes what `selection`
// picks of it (iteration/sort_select.h) into `values` (of T's dtype) and `indices` (int64): tensors
// of the input's rank and sizes but along dim, where they hold selection.count(length) positions,
// any strides, which do not overlap the input (the stub's out= aliasing guard gives fresh tensors
// where they would). Instantiated once for every dtype (src/cpu/sort_lines.cpp) for the kernels of
// every sort entry.
template <class T>
void run_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values,
              const TensorBase& indices) {
  const TensorBase outputs[] = {values, indices};
  const scan::ScanLayout l = scan::scan_layout(input, dim, outputs);
  if (l.num_lines == 0) return;
  const int64_t count = selection.count(l.length);
  struct Keyed {
    uint64_t key;
    int64_t index;
  };
  const int64_t grain = std::max<int64_t>(1, kGrainSize / l.length);
  parallel_for(0, l.num_lines, grain, [&](int64_t begin, int64_t end) {
    std::vector<Keyed> line(static_cast<size_t>(l.length));
    scan::LineWalker walker(l.lines, begin);
    for (int64_t n = begin; n < end; ++n, walker.next()) {
      const auto& offsets = walker.offsets();
      const char* in = l.data[0] + offsets[0];
      for (int64_t i = 0; i < l.length; ++i)
        line[static_cast<size_t>(i)] = {sort_order::key(reduce::load_element<T>(in + i * l.step[0])), i};
      const bool descending = selection.descending;
      std::stable_sort(line.begin(), line.end(), [descending](const Keyed& a, const Keyed& b) {
        return sort_order::before(a.key, b.key, descending);
      });
      auto key_at = [&line](int64_t j) { return line[static_cast<size_t>(j)].key; };
      for (int64_t i = 0; i < count; ++i) {
        const int64_t from = line[static_cast<size_t>(sort_select::position(selection, i, l.length, key_at))].index;
        reduce::store_element<T>(l.data[1] + offsets[1] + i * l.step[1],
                                 reduce::load_element<T>(in + from * l.step[0]));
        *reinterpret_cast<int64_t*>(l.data[2] + offsets[2] + i * l.step[2]) = from;
      }
    }
  });
}

#define OPFORGE_DECLARE_RUN_SORT(T)                                                                       \
  extern template void run_sort<T>(const TensorBase&, int64_t, sort_select::Selection, const TensorBase&, \
                                   const TensorBase&);
OPFORGE_SORT_DTYPES(OPFORGE_DECLARE_RUN_SORT)
#undef OPFORGE_DECLARE_RUN_SORT

}  // namespace opforge::sort
