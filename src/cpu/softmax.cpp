// The CPU loop of softmax and log_softmax: iteration/softmax.h's steps over the lines of a
// contiguous [outer, n, inner] input, vectorized two ways.
// - dim is the last (inner == 1): each line is contiguous; its maximum and its sum run in kLanes
//   independent partials (so the compiler keeps them in vector registers), and softmax's exp values
//   wait in the output (in a float buffer for bfloat16) to be scaled.
// - otherwise: kLanes neighbouring lines (adjacent along the inner dim) advance together, each step
//   along dim reading kLanes contiguous elements, as PyTorch's vectorized softmax_kernel; softmax's
//   exp values wait in the output (bfloat16's are computed again).
// float's exp is vectorizable_math.h's, which vectorizes inside these loops; double's is libm's.
#include "cpu/softmax.h"

#include <algorithm>
#include <memory>
#include <type_traits>

#include <fmt/format.h>

#include "iteration/softmax.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/parallel.h"

namespace opforge::cpu {
namespace {

using softmax::exp_shifted;
using softmax::line_constant;
using softmax::lowest;
using softmax::max_step;
using softmax::result;

constexpr int64_t kLanes = 16;

// v rounded to T and back.
template <class T, class Acc>
Acc round(Acc v) {
  return static_cast<Acc>(static_cast<T>(v));
}

// One contiguous line of n elements; `buffer` holds n Acc values where softmax's exp values cannot
// wait in the output (T is not Acc).
template <class T, class Acc, bool Log>
void last_dim_line(const T* in, T* out, int64_t n, Acc* buffer) {
  Acc lane_max[kLanes];
  for (Acc& m : lane_max) m = lowest<Acc>();
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (int64_t k = 0; k < kLanes; ++k) lane_max[k] = max_step(lane_max[k], static_cast<Acc>(in[i + k]));
  }
  Acc m = lowest<Acc>();
  for (const Acc v : lane_max) m = max_step(m, v);
  for (; i < n; ++i) m = max_step(m, static_cast<Acc>(in[i]));

  Acc* exps = nullptr;
  if constexpr (!Log) exps = std::is_same_v<T, Acc> ? reinterpret_cast<Acc*>(out) : buffer;
  Acc lane_sum[kLanes] = {};
  for (i = 0; i + kLanes <= n; i += kLanes) {
    for (int64_t k = 0; k < kLanes; ++k) {
      const Acc e = exp_shifted(static_cast<Acc>(in[i + k]), m);
      if constexpr (!Log) exps[i + k] = e;
      lane_sum[k] += e;
    }
  }
  Acc s = 0;
  for (const Acc v : lane_sum) s += v;
  for (; i < n; ++i) {
    const Acc e = exp_shifted(static_cast<Acc>(in[i]), m);
    if constexpr (!Log) exps[i] = e;
    s += e;
  }

  if constexpr (Log && !std::is_same_v<T, Acc>) {
    // PyTorch's CPU log_softmax along the last dim of a bfloat16 line rounds the sum, its log and
    // x - max to bfloat16 (its vectorized bfloat16 arithmetic rounds every operation), so a line
    // whose sum rounds to 1 gives 0 at its maximum.
    const Acc c = round<T>(line_constant<Acc, Log>(round<T>(s)));
    for (i = 0; i < n; ++i) out[i] = static_cast<T>(round<T>(static_cast<Acc>(in[i]) - m) - c);
    return;
  }
  const Acc c = line_constant<Acc, Log>(s);
  for (i = 0; i < n; ++i) {
    if constexpr (Log) {
      out[i] = static_cast<T>(result<Acc, Log>(static_cast<Acc>(in[i]), m, Acc(0), c));
    } else {
      out[i] = static_cast<T>(result<Acc, Log>(Acc(0), m, exps[i], c));
    }
  }
}

// W neighbouring lines (W <= kLanes; a constant for whole groups, so that the loops over w
// vectorize) of n elements `inner` apart, from in and out. softmax of float and double keeps each
// exp in the output until it is scaled; of bfloat16 it computes the exp again (a buffer of the
// lines would be n * kLanes floats: gigabytes for a tall, narrow input).
template <class T, class Acc, bool Log, class Width>
void line_group(const T* in, T* out, int64_t n, int64_t inner, Width width) {
  constexpr bool keeps_exps = !Log && std::is_same_v<T, Acc>;
  const int64_t W = width;
  Acc m[kLanes], s[kLanes], c[kLanes];
  for (int64_t w = 0; w < W; ++w) {
    m[w] = lowest<Acc>();
    s[w] = 0;
  }
  for (int64_t d = 0; d < n; ++d) {
    const T* x = in + d * inner;
    for (int64_t w = 0; w < W; ++w) m[w] = max_step(m[w], static_cast<Acc>(x[w]));
  }
  for (int64_t d = 0; d < n; ++d) {
    const T* x = in + d * inner;
    T* y = out + d * inner;
    for (int64_t w = 0; w < W; ++w) {
      const Acc v = exp_shifted(static_cast<Acc>(x[w]), m[w]);
      if constexpr (keeps_exps) y[w] = v;
      s[w] += v;
    }
  }
  for (int64_t w = 0; w < W; ++w) c[w] = line_constant<Acc, Log>(s[w]);
  for (int64_t d = 0; d < n; ++d) {
    const T* x = in + d * inner;
    T* y = out + d * inner;
    for (int64_t w = 0; w < W; ++w) {
      if constexpr (keeps_exps) {
        y[w] = result<Acc, Log>(Acc(0), m[w], y[w], c[w]);
      } else {
        const Acc v = static_cast<Acc>(x[w]);
        y[w] = static_cast<T>(result<Acc, Log>(v, m[w], Log ? Acc(0) : exp_shifted(v, m[w]), c[w]));
      }
    }
  }
}

template <class T, bool Log>
void run(const T* in, T* out, int64_t outer, int64_t n, int64_t inner) {
  using Acc = softmax::acc_t<T>;
  // PyTorch's estimate: some 16 simple operations per element, exp and log counted as 4.
  if (inner == 1) {
    const int64_t grain = std::max<int64_t>(1, kGrainSize / (16 * n));
    parallel_for(0, outer, grain, [&](int64_t begin, int64_t end) {
      std::unique_ptr<Acc[]> buffer;
      if (!Log && !std::is_same_v<T, Acc>) buffer.reset(new Acc[static_cast<size_t>(n)]);
      for (int64_t line = begin; line < end; ++line) {
        last_dim_line<T, Acc, Log>(in + line * n, out + line * n, n, buffer.get());
      }
    });
    return;
  }
  const int64_t groups_per_row = (inner + kLanes - 1) / kLanes;
  const int64_t grain = std::max<int64_t>(1, kGrainSize / (16 * n * kLanes));
  parallel_for(0, outer * groups_per_row, grain, [&](int64_t begin, int64_t end) {
    for (int64_t g = begin; g < end; ++g) {
      const int64_t o = g / groups_per_row, first = (g % groups_per_row) * kLanes;
      const int64_t offset = o * n * inner + first;
      const int64_t width = std::min(kLanes, inner - first);
      if (width == kLanes) {
        line_group<T, Acc, Log>(in + offset, out + offset, n, inner, std::integral_constant<int64_t, kLanes>{});
      } else {
        line_group<T, Acc, Log>(in + offset, out + offset, n, inner, width);
      }
    }
  });
}

template <class T>
void run(const TensorBase& input, int64_t dim, bool log, const TensorBase& result) {
  const softmax::Lines l = softmax::lines_of(input, dim);
  const T* in = input.data_ptr<T>();
  T* out = result.data_ptr<T>();
  if (log) {
    run<T, true>(in, out, l.outer, l.n, l.inner);
  } else {
    run<T, false>(in, out, l.outer, l.n, l.inner);
  }
}

}  // namespace

void softmax_lines(const TensorBase& input, int64_t dim, bool log, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Float: return run<float>(input, dim, log, result);
    case ScalarType::Double: return run<double>(input, dim, log, result);
    case ScalarType::BFloat16: return run<BFloat16>(input, dim, log, result);
    default: break;
  }
  // (PyTorch's log_softmax along another dim than the last names softmax's kernel.)
  const bool last = input.dim() == 0 || dim == input.dim() - 1;
  raise_dtype_not_implemented(
      last ? fmt::format("{}softmax_lastdim_kernel_impl", log ? "log_" : "") : "softmax_kernel_impl", input.dtype());
}

}  // namespace opforge::cpu
