// The CPU loop of quantile and nanquantile: each line's count of numbers once, then its quantile at
// every q (iteration/quantile.h), lines split among the threads.
#include "cpu/quantile.h"

#include <algorithm>

#include "opforge/dtype_dispatch.h"
#include "opforge/parallel.h"

namespace opforge::cpu {
namespace {

template <class T>
void run(const TensorBase& sorted, const TensorBase& q, quantile::Interpolation mode, bool ignore_nan,
         const TensorBase& result) {
  const T* in = static_cast<const T*>(sorted.data_ptr());
  const T* qs = static_cast<const T*>(q.data_ptr());
  T* out = static_cast<T*>(result.data_ptr());
  const quantile::Lines lines = quantile::lines_of(sorted);
  const int64_t n = lines.n;
  const int64_t count_q = q.numel();
  // A binary search for the NaN, then a few operations per q.
  const int64_t grain = std::max<int64_t>(1, kGrainSize / (8 * (count_q + 1)));
  parallel_for(0, lines.count, grain, [&](int64_t begin, int64_t end) {
    for (int64_t line = begin; line < end; ++line) {
      quantile::line(in + line * n, n, qs, count_q, mode, ignore_nan, out + line, lines.count);
    }
  });
}

}  // namespace

void quantile_lines(const TensorBase& sorted, const TensorBase& q, quantile::Interpolation mode, bool ignore_nan,
                    const TensorBase& result) {
  switch (sorted.dtype()) {
    case ScalarType::Float: return run<float>(sorted, q, mode, ignore_nan, result);
    case ScalarType::Double: return run<double>(sorted, q, mode, ignore_nan, result);
    default: raise_dtype_not_implemented("quantile_cpu", sorted.dtype());
  }
}

}  // namespace opforge::cpu
