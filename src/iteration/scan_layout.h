// The geometry of a scan along one dim (cumsum, cumprod): the lines it folds, each from its start
// along `dim` in `length` steps, shared by the CPU loop (scan.h) and the CUDA kernel
// (cuda/declared_scan.cuh). Output 0 (and output 1, where a scan stores indices) have the input's
// sizes, any strides.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "opforge/small_vector.h"
#include "opforge/tensor_base.h"

namespace opforge::scan {

struct ScanLayout {
  struct Dim {
    int64_t size;
    std::array<int64_t, 3> strides;  // bytes: input, output 0, output 1
  };
  SmallVector<Dim, 6> lines;      // the other dims, innermost (by input stride) first, coalesced
  std::array<int64_t, 3> step{};  // byte strides along dim
  int64_t length = 0;             // size along dim (1 for a 0-dim input)
  int64_t num_lines = 0;          // 0 for an input without elements
  std::array<char*, 3> data{};    // input, output 0, output 1 (nullptr without it)
};

// input: a tensor; dim: wrapped (0 for a 0-dim input); outputs: one or two tensors of the input's
// sizes.
ScanLayout scan_layout(const TensorBase& input, int64_t dim, std::span<const TensorBase> outputs);

// The start offsets (input, output 0, output 1) of consecutive lines of `dims` (a ScanLayout's
// lines, or some of them), from line number `begin`: one division per dim to start, then a carry
// per step, as an odometer. The CPU loops of the scans and sorts walk their lines with it.
class LineWalker {
 public:
  using Offsets = std::array<int64_t, 3>;
  LineWalker(std::span<const ScanLayout::Dim> dims, int64_t begin);
  const Offsets& offsets() const { return offsets_; }
  void next();

 private:
  std::span<const ScanLayout::Dim> dims_;
  SmallVector<int64_t, 6> index_;
  Offsets offsets_{};
};

}  // namespace opforge::scan
