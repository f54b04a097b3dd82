// Ordering and merging the dims of a reduction (input, output 0, output 1 byte strides), shared by
// the CPU reduction plan (reduce.cpp) and the CUDA one (src/cuda/reduce_layout.cpp). `Dims` is any
// sequence of {size, strides[3]} with resize().
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

namespace opforge::reduce::dims {

// Innermost first by input stride; stable, so dims the input does not tell apart keep their order.
template <class Dims>
void order_innermost_first(Dims& dims) {
  for (size_t i = 1; i < dims.size(); ++i)
    for (size_t j = i; j > 0 && dims[j].strides[0] < dims[j - 1].strides[0]; --j) std::swap(dims[j], dims[j - 1]);
}

// Merges neighbours that every operand steps through as one run (outer stride == inner stride *
// inner size).
template <class Dims>
void coalesce(Dims& dims) {
  if (dims.empty()) return;
  size_t out = 0;
  for (size_t d = 1; d < dims.size(); ++d) {
    bool merges = true;
    for (size_t k = 0; k < 3; ++k) {
      int64_t run = 0;
      merges =
          merges && !__builtin_mul_overflow(dims[out].strides[k], dims[out].size, &run) && run == dims[d].strides[k];
    }
    if (merges)
      dims[out].size *= dims[d].size;
    else
      dims[++out] = dims[d];
  }
  dims.resize(out + 1);
}

}  // namespace opforge::reduce::dims
