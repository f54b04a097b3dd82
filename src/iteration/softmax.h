// softmax and log_softmax of one line along the dim, defined once for the CPU loop
// (src/cpu/softmax.cpp) and the CUDA kernel (src/cuda/softmax.cu), in PyTorch's three steps:
// the line's maximum m (NaN once a NaN is met), the sum s of exp(x - m), then for each x
// softmax = exp(x - m) * (1 / s) and log_softmax = x - m - log(s), in that order (subtracting m
// first keeps large inputs exact: pytorch/pytorch#11752). Acc is the computation type, acc_t<T>:
// float for float16 and bfloat16, as PyTorch's kernels.
//
// A line with a NaN gives NaN throughout; one of -inf only, or with inf, gives NaN (inf - inf),
// as PyTorch's.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "iteration/pointwise_math.h"
#include "opforge/numeric.h"
#include "opforge/tensor_base.h"

namespace opforge::softmax {

// The type a line of T is computed in: double for double, float for float, float16 and bfloat16.
template <class T>
using acc_t = std::conditional_t<std::is_same_v<T, double>, double, float>;

// A contiguous input as [outer, n, inner] around the wrapped dim: `outer * inner` lines of n
// elements, `inner` apart (a 0-dim input is one line of one element).
struct Lines {
  int64_t outer = 1;
  int64_t n = 1;
  int64_t inner = 1;
};

inline Lines lines_of(const TensorBase& input, int64_t dim) {
  Lines l;
  for (int64_t d = 0; d < input.dim(); ++d) {
    const int64_t size = input.sizes()[static_cast<size_t>(d)];
    if (d < dim) {
      l.outer *= size;
    } else if (d == dim) {
      l.n = size;
    } else {
      l.inner *= size;
    }
  }
  return l;
}

// The maximum so far m after the element x: NaN sticks.
template <class Acc>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Acc max_step(Acc m, Acc x) {
  return (x > m || x != x) ? x : m;
}

template <class Acc>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Acc lowest() {
  return -std::numeric_limits<Acc>::infinity();
}

// What the sum adds for x: exp(x - m).
template <class Acc>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Acc exp_shifted(Acc x, Acc m) {
  return math::exp(x - m);
}

// The line's constant from the sum s of exp_shifted: 1 / s for softmax, log(s) for log_softmax.
template <class Acc, bool Log>
OPFORGE_HOST_DEVICE inline Acc line_constant(Acc s) {
  if constexpr (Log) {
    return math::log(s);
  } else {
    return Acc(1) / s;
  }
}

// The result for the element x, with e = exp_shifted(x, m) (read by softmax only) and c the line's
// constant.
template <class Acc, bool Log>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Acc result(Acc x, Acc m, Acc e, Acc c) {
  if constexpr (Log) {
    return x - m - c;
  } else {
    return e * c;
  }
}

// A whole line of n elements of T, `stride` elements apart, in order: the CUDA kernel's thread
// and the CPU loop's path for lines it does not vectorize.
template <class T, class Acc, bool Log>
OPFORGE_HOST_DEVICE void line(const T* in, T* out, int64_t n, int64_t stride) {
  Acc m = lowest<Acc>();
  for (int64_t i = 0; i < n; ++i) m = max_step(m, static_cast<Acc>(in[i * stride]));
  Acc s = 0;
  for (int64_t i = 0; i < n; ++i) s += exp_shifted(static_cast<Acc>(in[i * stride]), m);
  const Acc c = line_constant<Acc, Log>(s);
  for (int64_t i = 0; i < n; ++i) {
    const Acc x = static_cast<Acc>(in[i * stride]);
    out[i * stride] = static_cast<T>(result<Acc, Log>(x, m, Log ? Acc(0) : exp_shifted(x, m), c));
  }
}

}  // namespace opforge::softmax
