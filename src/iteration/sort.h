// The CPU loop of the sorts (ops.yaml `kernel: {sort: ...}`: sort, argsort): each line of the input
// along one dim (iteration/scan_layout.h's lines, the scans' geometry) is sorted stably by the keys
// of iteration/sort_order.h, into the values and the indices along dim of the elements they came
// from. The CUDA kernel (cuda/sort.cuh) sorts the same keys.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "iteration/reducers.h"
#include "iteration/scan_layout.h"
#include "iteration/sort_order.h"
#include "opforge/parallel.h"

namespace opforge::sort {

// Sorts `input` (elements T) along the wrapped `dim` into `values` (of T's dtype) and `indices`
// (int64), both of the input's sizes, any strides, which do not overlap it (the stub's out= aliasing
// guard gives fresh tensors where they would).
template <class T>
void run_sort(const TensorBase& input, int64_t dim, bool descending, const TensorBase& values,
              const TensorBase& indices) {
  const TensorBase outputs[] = {values, indices};
  const scan::ScanLayout l = scan::scan_layout(input, dim, outputs);
  if (l.num_lines == 0) return;
  struct Keyed {
    uint64_t key;
    int64_t index;
  };
  const int64_t grain = std::max<int64_t>(1, kGrainSize / l.length);
  parallel_for(0, l.num_lines, grain, [&](int64_t begin, int64_t end) {
    std::vector<Keyed> line(static_cast<size_t>(l.length));
    for (int64_t n = begin; n < end; ++n) {
      // The line's start: its number's digits over the other dims, innermost first.
      int64_t offsets[3] = {0, 0, 0};
      int64_t rest = n;
      for (const auto& d : l.lines) {
        const int64_t i = rest % d.size;
        rest /= d.size;
        for (size_t k = 0; k < 3; ++k) offsets[k] += i * d.strides[k];
      }
      const char* in = l.data[0] + offsets[0];
      for (int64_t i = 0; i < l.length; ++i)
        line[static_cast<size_t>(i)] = {sort_order::key(reduce::load_element<T>(in + i * l.step[0])), i};
      std::stable_sort(line.begin(), line.end(), [descending](const Keyed& a, const Keyed& b) {
        return sort_order::before(a.key, b.key, descending);
      });
      for (int64_t i = 0; i < l.length; ++i) {
        const int64_t from = line[static_cast<size_t>(i)].index;
        reduce::store_element<T>(l.data[1] + offsets[1] + i * l.step[1],
                                 reduce::load_element<T>(in + from * l.step[0]));
        *reinterpret_cast<int64_t*>(l.data[2] + offsets[2] + i * l.step[2]) = from;
      }
    }
  });
}

}  // namespace opforge::sort
