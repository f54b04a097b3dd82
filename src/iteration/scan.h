// The CPU loop of the scans (ops.yaml `kernel: {scan: ...}`): each line of the input along one dim
// is folded in order and every prefix stored, with a reducer of iteration/reducers.h's contract
// (the one the reductions use; the CUDA kernel, cuda/declared_scan.cuh, also uses its combine to
// join the prefixes of blocks).
//
//   ScanPlan(input, dim, outputs).run(reducer)
//
// stores, for each position i along dim, reducer.store(out0[i], out1[i], a_i) where
// a_i = reduce(a_{i-1}, load(in[i]), i) and a_{-1} = identity(). Each element is read before its
// output is written, so an output may be the input itself (cumsum_).
//
// Lines are shared across threads. When dim is not the input's innermost, kLanes adjacent lines
// (neighbours along the innermost of the other dims) advance together, so each step reads a
// contiguous run of the input rather than one element per cache line.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "iteration/scan_layout.h"
#include "opforge/parallel.h"

namespace opforge::scan {

class ScanPlan {
 public:
  ScanPlan(const TensorBase& input, int64_t dim, std::span<const TensorBase> outputs);

  template <class R>
  void run(const R& r) const;

 private:
  using Dim = ScanLayout::Dim;
  using Offsets = std::array<int64_t, 3>;

  static constexpr int64_t kLanes = 16;

  template <class R>
  void scan_line(const R& r, const Offsets& o) const;
  template <class R>
  void scan_lanes(const R& r, const Offsets& o, int64_t lanes) const;

  ScanLayout l_;
  bool lanes_ = false;  // l_.lines[0] is nearer in memory than a line's own steps: lanes pay off
};

// ---- implementation ----------------------------------------------------------------------------

template <class R>
void ScanPlan::scan_line(const R& r, const Offsets& o) const {
  const char* in = l_.data[0] + o[0];
  char* out0 = l_.data[1] + o[1];
  char* out1 = l_.data[2] ? l_.data[2] + o[2] : nullptr;
  auto acc = r.identity();
  for (int64_t i = 0; i < l_.length; ++i) {
    acc = r.reduce(acc, r.load(in + i * l_.step[0]), i);
    r.store(out0 + i * l_.step[1], out1 ? out1 + i * l_.step[2] : nullptr, acc);
  }
}

// `lanes` adjacent lines (along l_.lines[0]) from offsets o, each step of all of them before the next.
template <class R>
void ScanPlan::scan_lanes(const R& r, const Offsets& o, int64_t lanes) const {
  using acc_t = typename R::acc_t;
  acc_t acc[kLanes];
  for (int64_t w = 0; w < lanes; ++w) acc[w] = r.identity();
  const Dim& inner = l_.lines[0];
  for (int64_t i = 0; i < l_.length; ++i) {
    const char* in = l_.data[0] + o[0] + i * l_.step[0];
    char* out0 = l_.data[1] + o[1] + i * l_.step[1];
    char* out1 = l_.data[2] ? l_.data[2] + o[2] + i * l_.step[2] : nullptr;
    for (int64_t w = 0; w < lanes; ++w) {
      acc[w] = r.reduce(acc[w], r.load(in + w * inner.strides[0]), i);
      r.store(out0 + w * inner.strides[1], out1 ? out1 + w * inner.strides[2] : nullptr, acc[w]);
    }
  }
}

template <class R>
void ScanPlan::run(const R& r) const {
  if (l_.num_lines == 0) return;
  if (!lanes_) {
    const int64_t grain = std::max<int64_t>(1, kGrainSize / l_.length);
    parallel_for(0, l_.num_lines, grain, [&](int64_t begin, int64_t end) {
      LineWalker o(l_.lines, begin);
      for (int64_t line = begin; line < end; ++line, o.next()) scan_line(r, o.offsets());
    });
    return;
  }
  // Groups of kLanes lines along lines[0] (the last group of each row of lines may be narrower).
  const int64_t inner = l_.lines[0].size;
  const int64_t groups_per_row = (inner + kLanes - 1) / kLanes;
  const int64_t groups = l_.num_lines / inner * groups_per_row;
  const int64_t grain = std::max<int64_t>(1, kGrainSize / (l_.length * kLanes));
  const std::span<const Dim> outer(l_.lines.data() + 1, l_.lines.size() - 1);
  parallel_for(0, groups, grain, [&](int64_t begin, int64_t end) {
    for (int64_t g = begin; g < end; ++g) {
      const int64_t row = g / groups_per_row, first = (g % groups_per_row) * kLanes;
      Offsets start = LineWalker(outer, row).offsets();
      for (size_t k = 0; k < 3; ++k) start[k] += first * l_.lines[0].strides[k];
      scan_lanes(r, start, std::min(kLanes, inner - first));
    }
  });
}

}  // namespace opforge::scan
