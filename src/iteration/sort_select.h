// What a sort kernel (ops.yaml `kernel: {sort: {select: ...}}`) writes of each sorted line, defined
// once for the CPU loop (iteration/sort.h) and the CUDA kernel (cuda/sort.cuh): the element written
// at output position i < count() is the one at sorted position position(i) of the line's keys
// (iteration/sort_order.h) sorted stably. The CUDA kernel sorts each line; the CPU loop selects
// topk's, kthvalue's and the medians' positions without sorting the whole line, in the same order
// (a key, then the index along dim), so it picks the same elements. Equal elements keep their order along dim, so where
// PyTorch leaves the index of a tie unspecified (topk, kthvalue, median) both devices return the
// same one: the first along dim in sorted order.
#pragma once

#include <cstdint>

#include "opforge/numeric.h"

namespace opforge::sort_select {

enum class Pick : uint8_t {
  All,        // sort, argsort: every position
  FirstK,     // topk: the first k (descending for the largest)
  Kth,        // kthvalue: the k-th smallest (k is 0-based here)
  Median,     // median: the lower median, or the first NaN along dim where there is one
  NanMedian,  // nanmedian: the lower median of the numbers, NaN where there are none
  Mode,       // mode: the most frequent value (the smallest of equally frequent ones), at its last index
};

struct Selection {
  Pick pick = Pick::All;
  bool descending = false;
  int64_t k = 0;  // FirstK: how many; Kth: the position

  // How many positions of a line of `length` elements the outputs hold.
  OPFORGE_HOST_DEVICE int64_t count(int64_t length) const {
    return pick == Pick::All ? length : pick == Pick::FirstK ? k : 1;
  }
};

// Whether a pick is one position of the sorted line (kthvalue, median, nanmedian).
OPFORGE_HOST_DEVICE inline bool picks_one(Pick pick) {
  return pick == Pick::Kth || pick == Pick::Median || pick == Pick::NanMedian;
}

// The sorted position a pick of one position reads in a line of `length` keys of which `numbers`
// are not NaN (NaN keys sort last): a loop that selects without sorting (the CPU's) needs only
// the count of NaNs to know which position to select.
OPFORGE_HOST_DEVICE inline int64_t single_position(const Selection& s, int64_t length, int64_t numbers) {
  if (s.pick == Pick::Kth) return s.k;
  if (s.pick == Pick::Median) return numbers < length ? numbers : (length - 1) / 2;
  return numbers == 0 ? 0 : (numbers - 1) / 2;  // NanMedian
}

// The sorted position written at output position i of a line of `length` keys sorted as `s`
// says; key_at(j) is the key at sorted position j. A NaN's key is the largest (sort_order.h), so
// NaNs end an ascending line.
template <class KeyAt>
OPFORGE_HOST_DEVICE int64_t position(const Selection& s, int64_t i, int64_t length, const KeyAt& key_at) {
  switch (s.pick) {
    case Pick::All:
    case Pick::FirstK: return i;
    case Pick::Kth: return s.k;
    case Pick::Median:
    case Pick::NanMedian: {
      // numbers: how many keys precede the first NaN's (binary search: the line is ascending).
      const uint64_t nan_key = ~uint64_t{0};
      int64_t numbers = 0, hi = length;
      while (numbers < hi) {
        const int64_t mid = numbers + (hi - numbers) / 2;
        if (key_at(mid) == nan_key) {
          hi = mid;
        } else {
          numbers = mid + 1;
        }
      }
      return single_position(s, length, numbers);
    }
    case Pick::Mode: {
      // The longest run of equal keys, the first of equally long ones; its last position.
      int64_t best = 0, best_end = 0, start = 0;
      for (int64_t j = 1; j <= length; ++j) {
        if (j < length && key_at(j) == key_at(j - 1)) continue;
        if (j - start > best) {
          best = j - start;
          best_end = j - 1;
        }
        start = j;
      }
      return best_end;
    }
  }
  return i;
}

// The element types the sort loops are instantiated for (src/cpu/sort_lines.cpp,
// src/cuda/sort_lines.cu): every dtype a sort entry may list.
#define OPFORGE_SORT_DTYPES(_) \
  _(bool) _(uint8_t) _(int8_t) _(int16_t) _(int32_t) _(int64_t) _(Half) _(BFloat16) _(float) _(double)

}  // namespace opforge::sort_select
