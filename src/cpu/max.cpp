// max (the largest element) and max.dim / max.names_dim (the largest element along a dim and its
// index), with PyTorch's NaN rule: a NaN is larger than everything, so any NaN makes the result NaN,
// and max.dim reports the first NaN's index. Among equal values the first index wins.
//
// max of an empty tensor is rejected ("max(): Expected reduction dim to be specified for
// input.numel() == 0. Specify the reduction dim with the 'dim' argument."), as is max.dim along a
// dim of size 0 (IndexError "max(): Expected reduction dim 0 to have non-zero size."). Complex
// input is rejected ("max(): does not support complex input" for max.dim; max's dtype dispatch says
// "\"max_all\" not implemented for 'ComplexFloat'"). An out= pair must have self's dtype for the
// values and int64 for the indices. CUDA tensors compute on their device (src/cuda/max.cu), with
// "max_all_cuda" and "max_cuda" in the dtype messages.
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "kernels/max.h"
#include "opforge/tensor.h"
#include "cuda/kernels.h"
#include "iteration/kernel_checks.h"
#include "iteration/reduce.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::kernels {
namespace {

// What max compares in: float for half and bfloat16, the type itself otherwise.
template <class T>
using compare_t = std::conditional_t<std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>, float, T>;

template <class V>
bool is_nan(V v) {
  if constexpr (std::is_floating_point_v<V>)
    return std::isnan(v);
  else
    return false;
}

template <class V>
constexpr V lowest() {
  if constexpr (std::is_floating_point_v<V>)
    return -std::numeric_limits<V>::infinity();
  else
    return std::numeric_limits<V>::lowest();
}

// max of S contiguous runs of n floats or doubles at p[0..S) with the NaN rule, run s folded into
// acc[s], in explicit 256-bit vectors (GCC vector extensions; the compiler does not if-convert
// `v > a || isnan(v)` on its own, since a float compare may trap). `v > a ? v : a` is exactly
// MAXPS, one instruction; NaNs are tracked apart in a mask that needs only an OR per step, so four
// independent accumulators a run keep the loop at the memory's bandwidth instead of a
// compare-or-blend chain's latency. Any NaN makes the result NaN. Every run takes the same steps
// whatever S is (where a NaN turns up among S > 1 runs, each is done again alone, to tell which),
// so a run's result has the same bits alone (S = 1) as read with three others (S = 4, which reads
// memory faster: reduce.h).
template <class V, int S>
void max_runs(V (&acc)[S], const V* const (&p)[S], int64_t n) {
  constexpr int kWidth = 32 / sizeof(V);
  typedef V Vec __attribute__((vector_size(32)));
  using Mask = decltype(Vec{} != Vec{});
  auto one_by_one = [&] {
    if constexpr (S > 1) {
      for (int s = 0; s < S; ++s) {
        V one[1] = {acc[s]};
        const V* const run[1] = {p[s]};
        max_runs<V, 1>(one, run, n);
        acc[s] = one[0];
      }
    }
  };
  for (int s = 0; s < S; ++s) {
    if (!std::isnan(acc[s])) continue;
    if constexpr (S == 1)
      return;
    else
      return one_by_one();
  }
  // Unrolled by hand (the pragmas): at -O2 GCC leaves loops over the accumulators rolled, and the
  // accumulators in memory.
  Vec a[S][4];
#pragma GCC unroll 4
  for (int s = 0; s < S; ++s)
#pragma GCC unroll 4
    for (int k = 0; k < 4; ++k)
      for (int j = 0; j < kWidth; ++j) a[s][k][j] = acc[s];
  Mask nan{};
  int64_t i = 0;
  for (; i + 4 * kWidth <= n; i += 4 * kWidth) {
#pragma GCC unroll 4
    for (int s = 0; s < S; ++s) {
#pragma GCC unroll 4
      for (int k = 0; k < 4; ++k) {
        Vec v;
        std::memcpy(&v, p[s] + i + k * kWidth, sizeof(Vec));
        a[s][k] = v > a[s][k] ? v : a[s][k];
        nan |= v != v;
      }
    }
  }
  for (int k = 0; k < kWidth; ++k) {
    if (!nan[k]) continue;
    if constexpr (S == 1) {
      acc[0] = std::numeric_limits<V>::quiet_NaN();
      return;
    } else {
      return one_by_one();
    }
  }
#pragma GCC unroll 4
  for (int s = 0; s < S; ++s) {
    Vec a0 = a[s][1] > a[s][0] ? a[s][1] : a[s][0];
    const Vec a2 = a[s][3] > a[s][2] ? a[s][3] : a[s][2];
    a0 = a2 > a0 ? a2 : a0;
    V m = acc[s];
    for (int k = 0; k < kWidth; ++k) m = a0[k] > m ? a0[k] : m;
    for (int64_t j = i; j < n; ++j) m = (p[s][j] > m || std::isnan(p[s][j])) && !std::isnan(m) ? p[s][j] : m;
    acc[s] = m;
  }
}

template <class T>
struct MaxReducer {
  using acc_t = compare_t<T>;
  acc_t identity() const { return lowest<acc_t>(); }
  acc_t reduce(acc_t a, T x, int64_t) const {
    const auto v = static_cast<acc_t>(x);
    // Non-short-circuit `|`: a select the compiler can vectorize.
    return ((v > a) | is_nan(v)) ? v : a;
  }
  acc_t combine(acc_t a, acc_t b) const { return (b > a || is_nan(b)) && !is_nan(a) ? b : a; }
  void store(const std::array<char*, 2>& out, acc_t a) const { *reinterpret_cast<T*>(out[0]) = static_cast<T>(a); }
  acc_t fold_contiguous(acc_t a, const T* p, int64_t n) const
    requires(std::is_same_v<T, float> || std::is_same_v<T, double>)
  {
    acc_t acc[1] = {a};
    const T* const run[1] = {p};
    max_runs(acc, run, n);
    return acc[0];
  }
  void fold_contiguous4(acc_t (&a)[4], const T* const (&p)[4], int64_t n) const
    requires(std::is_same_v<T, float> || std::is_same_v<T, double>)
  {
    max_runs(a, p, n);
  }
};

template <class V>
struct ValueIndex {
  V value;
  int64_t index;  // -1: no element yet
};

// The order max.dim picks by: NaN above everything, then larger values, then smaller indices.
// Being a total order, it lets partial results be combined in any grouping.
template <class T>
struct MaxIndexReducer {
  using acc_t = ValueIndex<compare_t<T>>;
  acc_t identity() const { return {lowest<compare_t<T>>(), -1}; }
  acc_t combine(acc_t a, acc_t b) const {
    if (a.index < 0) return b;
    if (b.index < 0) return a;
    const bool a_nan = is_nan(a.value);
    const bool b_nan = is_nan(b.value);
    if (a_nan || b_nan) {
      if (a_nan && b_nan) return a.index <= b.index ? a : b;
      return a_nan ? a : b;
    }
    if (a.value != b.value) return a.value > b.value ? a : b;
    return a.index <= b.index ? a : b;
  }
  // Positions folded into one partial increase, so a later equal value never wins.
  acc_t reduce(acc_t a, T x, int64_t pos) const {
    const auto v = static_cast<compare_t<T>>(x);
    if (a.index < 0 || (!is_nan(a.value) && (v > a.value || is_nan(v)))) return {v, pos};
    return a;
  }
  void store(const std::array<char*, 2>& out, acc_t a) const {
    *reinterpret_cast<T*>(out[0]) = static_cast<T>(a.value);
    *reinterpret_cast<int64_t*>(out[1]) = a.index;
  }
};

// The dtypes max computes in (its ops.yaml dtypes): everything but complex and the shells.
bool is_max_dtype(ScalarType t) { return t <= ScalarType::Int64 || (t >= ScalarType::Half && t <= ScalarType::Double); }

}  // namespace

Tensor max_all_kernel(const Tensor& self, const Tensor* out) {
  OPFORGE_CHECK(self.numel() > 0, RuntimeError,
                "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim "
                "with the 'dim' argument.");
  if (!is_max_dtype(self.dtype()))
    raise_dtype_not_implemented(self.is_cuda() ? "max_all_cuda" : "max_all", self.dtype());
  if (out) check_out_dtype(*out, self.dtype());
  const Tensor result = make_output({}, self.dtype(), self.device(), out);
#ifdef OPFORGE_HAS_CUDA
  if (self.is_cuda()) {
    cuda::max_all_into(self, result);
    return result;
  }
#endif
  const reduce::DimMask mask = reduce::make_dim_mask(std::nullopt, self.dim());
  const TensorBase outputs[] = {result};
  const reduce::ReducePlan plan(self, mask, outputs);
  visit_dtype(self.dtype(), "max_all", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_arithmetic_v<compare_t<T>>) plan.run<T>(MaxReducer<T>{});
  });
  return result;
}

std::tuple<Tensor, Tensor> max_dim_kernel(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out) {
  OPFORGE_CHECK(!self.is_complex(), RuntimeError, "max(): does not support complex input");
  const int64_t d = wrap_dim(dim, self.dim());
  OPFORGE_CHECK(self.dim() == 0 || self.sizes()[static_cast<size_t>(d)] != 0, IndexError,
                "max(): Expected reduction dim {} to have non-zero size.", d);
  if (out) {
    check_out_dtype(out[0], self.dtype());
    check_out_dtype(out[1], kLong);
  }
  if (!is_max_dtype(self.dtype())) raise_dtype_not_implemented(self.is_cuda() ? "max_cuda" : "max_cpu", self.dtype());
  const int64_t dims[] = {d};
  const reduce::DimMask mask = reduce::make_dim_mask(IntArrayRef(dims), self.dim());
  const DimVector shape = reduce::reduced_shape(self.sizes(), mask, keepdim);
  TensorBase outputs[] = {make_output(shape.span(), self.dtype(), self.device(), out),
                          make_output(shape.span(), kLong, self.device(), out ? out + 1 : nullptr)};
#ifdef OPFORGE_HAS_CUDA
  if (self.is_cuda()) {
    cuda::max_dim_into(self, d, outputs[0], outputs[1]);
    return {Tensor(std::move(outputs[0])), Tensor(std::move(outputs[1]))};
  }
#endif
  const reduce::ReducePlan plan(self, mask, outputs);
  visit_dtype(self.dtype(), "max_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_arithmetic_v<compare_t<T>>) plan.run<T>(MaxIndexReducer<T>{});
  });
  return {Tensor(std::move(outputs[0])), Tensor(std::move(outputs[1]))};
}


}  // namespace opforge::kernels
