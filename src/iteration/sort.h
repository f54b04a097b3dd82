// The CPU loop of the sorts and selections (ops.yaml `kernel: {sort: ...}`: sort, argsort, topk,
// kthvalue, median, mode): each line of the input along one dim (iteration/scan_layout.h's lines,
// the scans' geometry) is ordered stably by the keys of iteration/sort_order.h, and what the entry
// selects of it (iteration/sort_select.h) is written as values and the indices along dim of the
// elements they came from: sort and argsort sort the line, mode sorts it to count runs, topk,
// kthvalue and the medians select their positions (linear time, or one pass for a small k). The
// CUDA kernel (cuda/sort.cuh) sorts every line and picks the same positions.
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
  const int64_t length = l.length, count = selection.count(length);
  const bool descending = selection.descending;
  struct Keyed {
    uint64_t key;
    int64_t index;
  };
  // Stable order as a strict total order: the key, then the index along dim. Selecting in it picks
  // what a stable sort puts at a position, so no line needs sorting whole to select from it.
  const auto ordered = [descending](const Keyed& a, const Keyed& b) {
    return a.key != b.key ? sort_order::before(a.key, b.key, descending) : a.index < b.index;
  };
  // topk of a few of many: one pass keeping the best `count` in a heap, its worst on top (the
  // bound libtorch's topk also switches at).
  const bool streams_top = selection.pick == sort_select::Pick::FirstK && count > 0 && count * 64 <= length;
  const int64_t grain = std::max<int64_t>(1, kGrainSize / length);
  parallel_for(0, l.num_lines, grain, [&](int64_t begin, int64_t end) {
    std::vector<Keyed> line(static_cast<size_t>(streams_top ? count : length));
    scan::LineWalker walker(l.lines, begin);
    for (int64_t n = begin; n < end; ++n, walker.next()) {
      const auto& offsets = walker.offsets();
      const char* in = l.data[0] + offsets[0];
      auto key_of = [&](int64_t i) { return sort_order::key(reduce::load_element<T>(in + i * l.step[0])); };
      auto write = [&](int64_t i, int64_t from) {
        reduce::store_element<T>(l.data[1] + offsets[1] + i * l.step[1],
                                 reduce::load_element<T>(in + from * l.step[0]));
        *reinterpret_cast<int64_t*>(l.data[2] + offsets[2] + i * l.step[2]) = from;
      };
      if (streams_top) {
        // An element enters when it is strictly before the worst kept one: of equal keys the
        // earlier along dim, kept already, wins, as in a stable sort. Most elements do not enter, so
        // each is compared with the worst kept value as a value, its key computed only to enter.
        auto value_of = [&](int64_t i) { return reduce::load_element<T>(in + i * l.step[0]); };
        for (int64_t i = 0; i < count; ++i) line[static_cast<size_t>(i)] = {key_of(i), i};
        std::make_heap(line.begin(), line.end(), ordered);
        T worst = value_of(line.front().index);
        for (int64_t i = count; i < length; ++i) {
          const T v = value_of(i);
          if (!sort_order::before_bound(v, worst, descending)) continue;
          std::pop_heap(line.begin(), line.end(), ordered);
          line.back() = {sort_order::key(v), i};
          std::push_heap(line.begin(), line.end(), ordered);
          worst = value_of(line.front().index);
        }
        std::sort_heap(line.begin(), line.end(), ordered);
        for (int64_t i = 0; i < count; ++i) write(i, line[static_cast<size_t>(i)].index);
        continue;
      }
      int64_t numbers = length;  // elements whose key is not NaN's
      for (int64_t i = 0; i < length; ++i) {
        const uint64_t k = key_of(i);
        numbers -= k == ~uint64_t{0};
        line[static_cast<size_t>(i)] = {k, i};
      }
      const auto first = line.begin();
      if (sort_select::picks_one(selection.pick)) {
        const int64_t at = sort_select::single_position(selection, length, numbers);
        std::nth_element(first, first + at, line.end(), ordered);
        write(0, line[static_cast<size_t>(at)].index);
        continue;
      }
      if (selection.pick == sort_select::Pick::FirstK) {
        if (count < length) std::nth_element(first, first + count, line.end(), ordered);
        std::sort(first, first + count, ordered);
      } else {
        std::stable_sort(first, line.end(), [descending](const Keyed& a, const Keyed& b) {
          return sort_order::before(a.key, b.key, descending);
        });
      }
      auto key_at = [&line](int64_t j) { return line[static_cast<size_t>(j)].key; };
      for (int64_t i = 0; i < count; ++i)
        write(i, line[static_cast<size_t>(sort_select::position(selection, i, length, key_at))].index);
    }
  });
}

#define OPFORGE_DECLARE_RUN_SORT(T)                                                                       \
  extern template void run_sort<T>(const TensorBase&, int64_t, sort_select::Selection, const TensorBase&, \
                                   const TensorBase&);
OPFORGE_SORT_DTYPES(OPFORGE_DECLARE_RUN_SORT)
#undef OPFORGE_DECLARE_RUN_SORT

}  // namespace opforge::sort
